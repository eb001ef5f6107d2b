import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addTexts, createTexts } from '../../src/web/lib/i18n';
import { RouteErrorPage } from '../../src/web/app/shell/route-error-page';

/**
 * The page shown when a page's data or code could not load. Its texts may be among what did not
 * load: it must then still speak the visitor's language, not print its text keys.
 */
afterEach(cleanup);

function renderFailedRoute(texts: ReturnType<typeof createTexts>) {
  // The page was already reloaded once: the error page stays instead of reloading again.
  sessionStorage.setItem('route-error-reloaded', '/faq');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const router = createMemoryRouter(
    [
      {
        path: '*',
        ErrorBoundary: RouteErrorPage,
        loader: () => {
          throw new Error('offline');
        },
        Component: () => null,
      },
    ],
    { initialEntries: ['/faq'] },
  );
  render(
    <I18nextProvider i18n={texts}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('the page for a route that could not load', () => {
  it.each([
    ['de', 'Diese Seite konnte nicht geladen werden'],
    ['en', 'This page could not be loaded'],
  ] as const)('speaks %s even when no text has loaded', async (language, title) => {
    renderFailedRoute(createTexts(language));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
    expect(document.body.textContent).not.toContain('common.routeError');
  });

  it('uses the loaded texts when there are any', async () => {
    const texts = createTexts('en');
    addTexts(texts, 'en', { common: { routeError: { title: 'Loaded title' } } });
    renderFailedRoute(texts);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Loaded title');
  });
});
