import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Language } from '../../../src/content/locales';
import type { RouteData } from '../../../src/web/app/route-data';
import { RouteDataProvider } from '../../../src/web/app/route-data-provider';

/**
 * Renders a section as the app shows a page in `language` (the shown page's data and texts),
 * so SiteLink and useRouteData work outside the app.
 */
export function renderSection(element: ReactNode, language: Language = 'de') {
  const data = { language, languageInUrl: language !== 'de', path: '/faq' } as RouteData;
  return render(
    <RouteDataProvider
      initial={data}
      location={{ pathname: language === 'de' ? '/faq' : '/en/faq', search: '', hash: '' }}
    >
      {element}
    </RouteDataProvider>,
  );
}
