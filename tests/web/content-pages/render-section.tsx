import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Language } from '../../../src/content/locales';
import type { RouteData } from '../../../src/web/app/route-data';

/**
 * Renders a section inside a data router whose "page" route answers `language`, as the app's
 * route loader does, so SiteLink and useRouteData work outside the app.
 */
export function renderSection(element: ReactNode, language: Language = 'de') {
  const data = { language, languageInUrl: language !== 'de', path: '/faq' } as RouteData;
  const router = createMemoryRouter([{ id: 'page', path: '*', element, loader: () => data }], {
    initialEntries: [language === 'de' ? '/faq' : '/en/faq'],
    hydrationData: { loaderData: { page: data } },
  });
  return render(<RouterProvider router={router} />);
}
