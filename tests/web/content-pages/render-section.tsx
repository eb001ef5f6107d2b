import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Language } from '../../../src/content/locales';
import type { RouteData } from '../../../src/web/app/route-data';
import { RouteDataProvider } from '../../../src/web/app/route-data-provider';

/**
 * Renders a section as the app shows a page in `language` (router plus the shown page's data),
 * so SiteLink and useRouteData work outside the app.
 */
export function renderSection(element: ReactNode, language: Language = 'de') {
  const data = { language, languageInUrl: language !== 'de', path: '/faq' } as RouteData;
  return render(
    <MemoryRouter initialEntries={[language === 'de' ? '/faq' : '/en/faq']}>
      <RouteDataProvider initial={data}>{element}</RouteDataProvider>
    </MemoryRouter>,
  );
}
