import type { i18n as I18n } from 'i18next';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { localizePath } from '../../src/content/routes';
import { ShownPageProvider, type PageRouteData } from '../../src/web/site/shown-page';
import type { PageData } from '../../src/web/site/page-types';
import { addTexts, createTexts } from '../../src/web/lib/i18n';
import type { Language } from './model';

export type TextsByLanguage = Record<Language, Record<string, unknown>>;

/** Texts of both languages, shown in `language`: a new instance per change, so all text re-renders. */
export function useSiteTexts(language: Language, texts: TextsByLanguage): I18n {
  return useMemo(() => {
    const instance = createTexts(language);
    addTexts(instance, 'de', texts.de);
    addTexts(instance, 'en', texts.en);
    return instance;
  }, [language, texts]);
}

const Content = createContext<ReactNode>(null);
function RouteContent() {
  return <>{useContext(Content)}</>;
}

/**
 * What a section needs around it, as on the site: the texts, and a page route (links, the
 * route's language). The route is made once per page and language; content changes flow in
 * through context so sections keep their state while a person types.
 */
export function SiteContext({
  language,
  texts,
  path,
  page,
  children,
}: {
  language: Language;
  texts: TextsByLanguage;
  path: string;
  page: PageData;
  children: ReactNode;
}) {
  const i18n = useSiteTexts(language, texts);
  const router = useMemo(() => {
    const data: PageRouteData = {
      language,
      path,
      file: 'editor',
      page,
      sectionData: [],
      notFound: false,
      head: {},
    };
    const element = (
      <ShownPageProvider>
        <RouteContent />
      </ShownPageProvider>
    );
    return createMemoryRouter([{ id: 'page', path: '*', element }], {
      initialEntries: [localizePath(path.startsWith('/') ? path : '/', language)],
      hydrationData: { loaderData: { page: data } },
    });
    // The page's own content arrives through context; only its address and language matter here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, path]);
  return (
    <I18nextProvider i18n={i18n}>
      <Content.Provider value={children}>
        {/* RouterProvider keeps the state of the first router it is given: a new router (another
            language or page) needs a new provider, or the page keeps the old language. */}
        <RouterProvider key={`${language} ${path}`} router={router} />
      </Content.Provider>
    </I18nextProvider>
  );
}
