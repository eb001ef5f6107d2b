import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Language } from '../../../src/content/locales';
import { localizePath } from '../../../src/content/routes';
import { ShownPageProvider, type PageRouteData } from '../../../src/web/site/shown-page';
import { addTexts, createTexts } from '../../../src/web/lib/i18n';

const files = import.meta.glob<Record<string, unknown>>('../../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Every text of `language`, as i18next resources by locale file. */
export function allTexts(language: Language): Record<string, unknown> {
  const texts: Record<string, unknown> = {};
  for (const [file, data] of Object.entries(files)) {
    const match = /\/locales\/([a-z]+)\/([^/]+)\.json$/.exec(file);
    if (match?.[1] === language) texts[match[2] as string] = data;
  }
  return texts;
}

/** An i18next instance in `language` with every text of both languages. */
export function siteTexts(language: Language): I18n {
  const instance = createTexts(language);
  addTexts(instance, 'de', allTexts('de'));
  addTexts(instance, 'en', allTexts('en'));
  return instance;
}

const cached = new Map<Language, I18n>();

/** `element` with the texts of both languages, shown in `language` (for components without links). */
export function withTexts(element: ReactNode, language: Language = 'en') {
  let texts = cached.get(language);
  if (!texts) cached.set(language, (texts = siteTexts(language)));
  return <I18nextProvider i18n={texts}>{element}</I18nextProvider>;
}

/**
 * Renders part of a page as the app does: inside a page route (so links, the route's language
 * and useShownPage work) with the texts of both languages. Tests give the app its context; the
 * app has no fallback for tests.
 */
export function renderInSite(
  element: ReactNode,
  {
    language = 'en',
    path = '/faq',
    texts,
  }: { language?: Language; path?: string; texts?: I18n } = {},
) {
  const data: PageRouteData = {
    language,
    path,
    file: 'test',
    page: { path, meta: { title: '', description: '', keywords: '', image: '' }, sections: [] },
    sectionData: [],
    notFound: false,
    head: {},
  };
  const router = createMemoryRouter(
    [{ id: 'page', path: '*', element: <ShownPageProvider>{element}</ShownPageProvider> }],
    {
      initialEntries: [localizePath(path, language)],
      hydrationData: { loaderData: { page: data } },
    },
  );
  return render(
    <I18nextProvider i18n={texts ?? siteTexts(language)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}
