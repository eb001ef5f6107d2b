// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ShownPageProvider, useShownPage, type PageRouteData } from '../../src/web/site/shown-page';

function pageData(path: string): PageRouteData {
  return {
    language: 'de',
    path,
    file: path.slice(1),
    page: { path, meta: { title: '', description: '', keywords: '', image: '' }, sections: [] },
    sectionData: [],
    notFound: false,
    head: {},
  };
}

/**
 * A click first puts the router in its "loading" state; the page being left must not be drawn
 * again for it (the cost of a preloaded navigation, issue 17). Only the new page redraws.
 */
describe('ShownPageProvider', () => {
  it('redraws a reader of the page only when the page changes, not for the loading state', async () => {
    let draws = 0;
    function Reader() {
      draws++;
      return <p>{useShownPage().path}</p>;
    }
    let arrive: (() => void) | undefined;
    const router = createMemoryRouter(
      [
        {
          id: 'root',
          element: (
            <ShownPageProvider>
              <Reader />
              <Outlet />
            </ShownPageProvider>
          ),
          children: [
            { id: 'faq', path: '/faq', loader: () => pageData('/faq'), element: null },
            {
              id: 'values',
              path: '/values',
              loader: () =>
                new Promise<PageRouteData>((done) => {
                  arrive = () => done(pageData('/values'));
                }),
              element: null,
            },
          ],
        },
      ],
      { initialEntries: ['/faq'], hydrationData: { loaderData: { faq: pageData('/faq') } } },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('/faq')).toBeTruthy();
    const before = draws;

    await act(async () => {
      void router.navigate('/values');
      await Promise.resolve();
    });
    expect(router.state.navigation.state).toBe('loading');
    expect(draws, 'drawn again while the next page loads').toBe(before);

    await act(async () => {
      arrive?.();
      await new Promise((done) => setTimeout(done, 0));
    });
    expect(screen.getByText('/values')).toBeTruthy();
    expect(draws).toBe(before + 1);
  });
});
