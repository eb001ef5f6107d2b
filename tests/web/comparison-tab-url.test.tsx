import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { routeDataUrl, type PagePayload, type RouteEntry } from '../../src/content/site-data';
import { keepDataWhenOnlySearchChanges, pageRoutes } from '../../src/web/app/routing/route-table';
import type { RouteEnvironment } from '../../src/web/app/routing/route-environment';
import type { PageData } from '../../src/web/site/page-types';
import { ShownPageProvider } from '../../src/web/site/shown-page';
import { useComparisonTabStore } from '../../src/web/stores/comparison-tab-store';
import { setReducedMotion } from './support/carousel-environment';
import { siteTexts } from './support/render-in-site';

const comparisonPage = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'pages', 'comparison.json'), 'utf8'),
) as PageData;
const comparison: RouteEntry = {
  file: 'comparison',
  path: '/comparison',
  sections: [...new Set(comparisonPage.sections.map((section) => section.type))],
};
const start: RouteEntry = { file: 'start', path: '/start', sections: [] };
const startPage: PageData = {
  path: '/start',
  meta: { title: '', description: '', keywords: '', image: '' },
  sections: [],
};

const openRouters: { dispose(): void }[] = [];

/** The real page routes of /comparison and an empty /start page, counting the page loads. */
function siteRouter(initialEntry: string) {
  const loads: string[] = [];
  const payload = (route: RouteEntry, page: PageData): PagePayload<PageData> => ({
    route,
    language: 'de',
    page,
    texts: {},
    sharedTexts: '/shared.json',
  });
  const files: Record<string, unknown> = {
    [routeDataUrl('/comparison')]: payload(comparison, comparisonPage),
    [routeDataUrl('/start')]: payload(start, startPage),
    '/shared.json': {},
  };
  const env: RouteEnvironment = {
    getJson: <T,>(url: string) => {
      if (url !== '/shared.json') loads.push(url);
      return Promise.resolve((files[url] as T | undefined) ?? null);
    },
    addTexts: () => undefined,
  };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        element: (
          <ShownPageProvider>
            <Outlet />
          </ShownPageProvider>
        ),
        children: [...pageRoutes(start, env), ...pageRoutes(comparison, env)],
      },
    ],
    { initialEntries: [initialEntry] },
  );
  openRouters.push(router);
  render(
    <I18nextProvider i18n={siteTexts('de')}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { router, loads };
}

const tab = (id: string) => document.getElementById(`comparison-tab-${id}`);

// jsdom has no matchMedia (the section's carousels and breakpoints ask it).
beforeAll(() => setReducedMotion(false));
// Unmount and stop each router: React work still scheduled when the file's environment closes
// fails the whole run ("window is not defined").
afterEach(() => {
  cleanup();
  openRouters.splice(0).forEach((router) => router.dispose());
  useComparisonTabStore.setState({ tab: 'enterprise' });
});

describe('the comparison tab in the URL, through the router', () => {
  // The first render imports the page's section code: slow on a busy machine.
  it(
    'a selected tab replaces ?tab= in the router location; the loader does not run again',
    { timeout: 60_000 },
    async () => {
      const { router, loads } = siteRouter('/start');
      await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 30_000 });
      // An in-app click to the page: its later sections (the tabs) are drawn just after its top.
      await act(() => router.navigate('/comparison'));
      await waitFor(() => expect(tab('branchen')).not.toBeNull(), { timeout: 30_000 });
      const button = tab('branchen') as HTMLElement;
      expect(loads.filter((url) => url === routeDataUrl('/comparison'))).toHaveLength(1);

      await act(async () => {
        button.focus();
        fireEvent.click(button);
      });
      await waitFor(() => expect(router.state.location.search).toBe('?tab=branchen'));
      expect(router.state.location.pathname).toBe('/comparison');
      expect(router.state.historyAction).toBe('REPLACE');
      expect(button.getAttribute('aria-selected')).toBe('true');
      // The same element, still focused: the section was not drawn anew for the URL change.
      expect(tab('branchen')).toBe(button);
      expect(document.activeElement).toBe(button);
      expect(loads.filter((url) => url === routeDataUrl('/comparison'))).toHaveLength(1);

      // The default tab takes ?tab= away again, still in place.
      await act(async () => fireEvent.click(tab('enterprise') as HTMLElement));
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(loads.filter((url) => url === routeDataUrl('/comparison'))).toHaveLength(1);

      // Replaced, not pushed: one step back leaves the page.
      await act(() => router.navigate(-1));
      await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    },
  );

  it('the first tab comes from ?tab= after the first render', { timeout: 60_000 }, async () => {
    const { router } = siteRouter('/comparison?tab=branchen');
    await waitFor(() => expect(tab('branchen')?.getAttribute('aria-selected')).toBe('true'), {
      timeout: 30_000,
    });
    expect(useComparisonTabStore.getState().tab).toBe('branchen');
    expect(router.state.location.search).toBe('?tab=branchen');
    expect(screen.getAllByRole('tab')).toHaveLength(comparisonTabCount());
  });
});

function comparisonTabCount(): number {
  const section = comparisonPage.sections.find((s) => s.type === 'comparison-tabs');
  return (section?.props as { tabs: unknown[] }).tabs.length;
}

describe('keepDataWhenOnlySearchChanges', () => {
  const url = (path: string) => new URL(path, 'https://site.test');
  const args = (from: string, to: string, extra: object = {}) => ({
    currentUrl: url(from),
    nextUrl: url(to),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
    ...extra,
  });

  it('keeps the data when only the search changes', () => {
    expect(keepDataWhenOnlySearchChanges(args('/comparison', '/comparison?tab=branchen'))).toBe(
      false,
    );
  });

  it("leaves the router's default otherwise", () => {
    expect(keepDataWhenOnlySearchChanges(args('/faq', '/values'))).toBe(true);
    // An explicit revalidation (same URL) and a form submission.
    expect(keepDataWhenOnlySearchChanges(args('/comparison', '/comparison'))).toBe(true);
    expect(
      keepDataWhenOnlySearchChanges(
        args('/contact', '/contact?sent=1', { formMethod: 'POST' as const }),
      ),
    ).toBe(true);
  });
});
