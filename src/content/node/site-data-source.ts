import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '../locales';
import { matchPage } from '../page-match';
import { articlePath, localizePath, NOT_FOUND_PATH } from '../routes';
import {
  articleDataUrl,
  articleIndexUrl,
  pageDataUrl,
  routeDataUrl,
  fixedRoutes,
  sharedTextsDevUrl,
  type ArticlePayload,
  type PagePayload,
  type RouteEntry,
} from '../site-data';
import { withoutEnded } from '../end-dates';
import { contentToday } from './content-today';
import { readJson, unchangedFileReuser, type JsonReader } from './json-file-cache';
import { selectTexts, type TextSelection } from './text-selection';
import { typesetTexts } from './typography';
import {
  articleCards,
  findArticle,
  readArticles,
  type ArticlesByLanguage,
} from './article-records';
import type { HeadContext } from './page-head/head-context';
import { articleBreadcrumbs, pageGeneratedImage, pageHeadData } from './page-head/page-head-data';
import type { GeneratedShareImage } from './page-head/share-image';
import { textLookup } from './page-head/texts';
import type { PageData } from '../../web/site/page-types';
import type { Site } from '../../generated/content-types';

/**
 * The site's data files (src/content/site-data.ts) computed from the content on disk: the build
 * writes them, the dev server answers with them, the prerender reads them. Everything is read
 * lazily and kept until `invalidate()` (the dev server calls it when a content file changes).
 */
export interface SiteDataSource {
  /** Every page file as the router sees it, in file-name order. */
  routes(): RouteEntry[];
  /** The JSON value served at a site-data URL, or null when there is none. */
  get(url: string): unknown;
  /** Every site-data URL the build writes (compute each with `get`, one at a time). */
  urls(): string[];
  /** The slug of every article, in any language (an article page exists at each, per language). */
  articleSlugs(): string[];
  /** The share pictures the build draws: every page in each language that names none. */
  shareImages(): GeneratedShareImage[];
  invalidate(): void;
}

export interface SiteDataOptions {
  /** Name the shared texts by content hash (the build) instead of by language (the dev server). */
  hashSharedTexts: boolean;
  /** Keep parsed files across `invalidate()` and parse only changed ones (the dev server). */
  reuseUnchangedFiles?: boolean;
  /**
   * Pages that exist only here, not in pages/ (the dev server's section catalogue previews,
   * scripts/section-catalogue/): read again after every `invalidate()`.
   */
  extraPages?: () => ReadonlyArray<{ file: string; page: unknown }>;
  /**
   * The day the pages are shown for (YYYY-MM-DD, Vienna): sections and texts that ended before
   * it are left out (src/content/end-dates.ts). Default: CONTENT_TODAY, else today, taken each
   * time the data is computed again (after `invalidate()`).
   */
  today?: string;
}

export function createSiteDataSource(root: string, options: SiteDataOptions): SiteDataSource {
  let cache: SiteDataCache | null = null;
  const read: JsonReader = options.reuseUnchangedFiles ? unchangedFileReuser() : readJson;
  const data = () => (cache ??= new SiteDataCache(root, options, read));
  return {
    routes: () => data().routes,
    get: (url) => data().get(url),
    urls: () => data().urls(),
    articleSlugs: () => data().articleSlugs(),
    shareImages: () => data().shareImages(),
    invalidate: () => {
      cache = null;
    },
  };
}

class SiteDataCache {
  readonly routes: RouteEntry[];
  private readonly routeByFile = new Map<string, RouteEntry>();
  private readonly pages = new Map<string, unknown>();
  /** The page files of pages/ (not the section catalogue's examples), for the head data. */
  private readonly sitePages = new Map<string, PageData>();
  private site: Site | null = null;
  private readonly routeUrls = new Map<string, { file: string; language: Language }>();
  private readonly texts: TextSelection;
  /** Per language: every locale file's name, and the texts of those read so far. */
  private readonly locales = new Map<
    Language,
    { names: Set<string>; read: Map<string, unknown> }
  >();
  private readonly sharedUrls = new Map<Language, string>();
  private readonly sharedValues = new Map<string, Record<string, unknown>>();
  private articles: ArticlesByLanguage | null = null;
  private readonly today: string;

  constructor(
    private readonly root: string,
    private readonly options: SiteDataOptions,
    private readonly read: JsonReader,
  ) {
    this.today = options.today ?? contentToday();
    this.routes = this.readRoutes();
    for (const route of this.routes) this.routeByFile.set(route.file, route);
    this.texts = selectTexts(root);
    for (const route of this.routes) {
      if (route.path === NOT_FOUND_PATH || route.path.includes(':')) continue;
      for (const language of LANGUAGES)
        for (const path of [route.path, ...(route.aliases ?? [])])
          this.routeUrls.set(routeDataUrl(localizePath(path, language)), {
            file: route.file,
            language,
          });
    }
  }

  get(url: string): unknown {
    const byRoute = this.routeUrls.get(url);
    if (byRoute) return this.pagePayload(byRoute.file, byRoute.language);
    // The route file of a URL a pattern serves (/news/:slug): the build writes one per page it
    // prerenders; the dev server answers any URL the pattern matches, as a link may lead there.
    const routeFile = /^\/_app\/route(\/.+)\.json$/.exec(url);
    const patterns = this.routes.filter((route) => route.path.includes(':'));
    const byPattern = routeFile && matchPage(patterns, decodeURIComponent(routeFile[1] as string));
    if (byPattern) return this.pagePayload(byPattern.page.file, byPattern.language);
    for (const language of LANGUAGES) {
      if (url === articleIndexUrl(language))
        return articleCards(this.articlesByLanguage(), language);
      const shared = this.sharedTextsUrl(language);
      if (url === shared) return this.sharedValues.get(shared);
    }
    const page = /^\/_app\/page\/([^/]+)\.(de|en)\.json$/.exec(url);
    if (page) return this.pagePayload(page[1] as string, page[2] as Language);
    const article = /^\/_app\/article\/(de|en)\/([^/]+)\.json$/.exec(url);
    if (article)
      return this.articlePayload(article[1] as Language, decodeURIComponent(article[2] as string));
    return null;
  }

  urls(): string[] {
    // Route files (/_app/route/...) are written by the prerender, one per page it writes.
    const urls: string[] = [];
    for (const language of LANGUAGES) {
      // By page file only where a URL does not name the page (patterns, 404): the others are
      // read by their route file.
      for (const route of fixedRoutes(this.routes)) urls.push(pageDataUrl(route.file, language));
      urls.push(articleIndexUrl(language), this.sharedTextsUrl(language));
      for (const records of this.articlesByLanguage().values())
        for (const record of records) urls.push(articleDataUrl(language, record.slug));
    }
    return [...new Set(urls)];
  }

  articleSlugs(): string[] {
    const slugs = [...this.articlesByLanguage().values()].flat().map((a) => a.slug);
    return [...new Set(slugs)].sort();
  }

  private readRoutes(): RouteEntry[] {
    const dir = join(this.root, 'pages');
    const routes: RouteEntry[] = [];
    const files = readdirSync(dir)
      .sort()
      .filter((name) => name.endsWith('.json') && name !== 'site.json')
      .map((name) => ({
        file: name.slice(0, -'.json'.length),
        page: this.read(join(dir, name)),
      }));
    const own = new Set(files.map(({ file }) => file));
    for (const { file, page: read } of [...files, ...(this.options.extraPages?.() ?? [])]) {
      // What has ended is not in the site at all: not drawn, not in the data, its code not loaded.
      const page = withoutEnded(read, this.today) as {
        path?: unknown;
        aliases?: unknown;
        sections?: Array<{ type?: unknown }>;
      } | null;
      if (typeof page?.path !== 'string' || !Array.isArray(page.sections)) continue;
      this.pages.set(file, page);
      if (own.has(file)) this.sitePages.set(file, page as PageData);
      const types = page.sections.map((s) => s?.type).filter((t) => typeof t === 'string');
      routes.push({
        file,
        path: page.path,
        ...(Array.isArray(page.aliases) ? { aliases: page.aliases as string[] } : {}),
        sections: [...new Set(types as string[])],
      });
    }
    return routes;
  }

  private pagePayload(file: string, language: Language): PagePayload | null {
    const route = this.routeByFile.get(file);
    if (!route) return null;
    const page = this.pages.get(file);
    const texts: Record<string, unknown> = {};
    for (const name of this.texts.forPage(page))
      texts[name] = this.localeFile(language, name) ?? {};
    return {
      route,
      language,
      page,
      texts,
      sharedTexts: this.sharedTextsUrl(language),
      // A page file without meta fails validation; it is still served, without head data.
      ...(typeof (page as Partial<PageData>).meta === 'object' && this.siteFile()
        ? { head: pageHeadData(this.headContext(file, page as PageData, language), this.root) }
        : {}),
    };
  }

  shareImages(): GeneratedShareImage[] {
    const images: GeneratedShareImage[] = [];
    if (!this.siteFile()) return images;
    // The 404 page and the article template too: a shared link that leads nowhere says so.
    for (const route of this.routes) {
      const page = this.sitePages.get(route.file);
      if (!page) continue;
      for (const language of LANGUAGES) {
        const image = pageGeneratedImage(this.headContext(route.file, page, language));
        if (image) images.push(image);
      }
    }
    return images;
  }

  /**
   * pages/site.json, or null while it cannot be read: in `npm run dev` a half-typed site.json
   * must not take every page down (the editors' overlay names the problem, the page is drawn
   * without its head data); a build has stopped at validation before.
   */
  private siteFile(): Site | null {
    try {
      this.site ??= this.read(join(this.root, 'pages', 'site.json')) as Site;
      return this.site;
    } catch {
      return null;
    }
  }

  /** What the share picture and structured data of a page are computed from; only after `siteFile()` gave the site. */
  private headContext(file: string, page: PageData, language: Language): HeadContext {
    return {
      file,
      page,
      language,
      text: textLookup(language, (lang, name) => this.localeFile(lang, name)),
      site: this.site as Site,
      pages: this.sitePages,
    };
  }

  /**
   * The texts of `locales/<language>/<name>.json`, read when first asked for: a prerender shard
   * needs only its own pages' files, not all of them (issue 26).
   */
  private localeFile(language: Language, name: string): unknown {
    let locale = this.locales.get(language);
    if (!locale) {
      const names = readdirSync(join(this.root, 'locales', language))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.slice(0, -'.json'.length));
      locale = { names: new Set(names), read: new Map() };
      this.locales.set(language, locale);
    }
    if (!locale.names.has(name)) return undefined;
    if (!locale.read.has(name))
      locale.read.set(
        name,
        // Soft hyphens and no-break spaces go in here, once, for build and dev server alike.
        this.read(join(this.root, 'locales', language, `${name}.json`), (value) =>
          typesetTexts(value ?? {}, language),
        ),
      );
    return locale.read.get(name);
  }

  private sharedTextsUrl(language: Language): string {
    const known = this.sharedUrls.get(language);
    if (known) return known;
    const shared: Record<string, unknown> = {};
    for (const name of this.texts.shared) shared[name] = this.localeFile(language, name) ?? {};
    const url = this.options.hashSharedTexts
      ? `/assets/texts.${language}.${contentHash(JSON.stringify(shared))}.json`
      : sharedTextsDevUrl(language);
    this.sharedUrls.set(language, url);
    this.sharedValues.set(url, shared);
    return url;
  }

  private articlesByLanguage(): ArticlesByLanguage {
    return (this.articles ??= readArticles(this.root, this.read));
  }

  /** The article a slug names in `language`, with its breadcrumbs (src/content/node/article-records.ts). */
  private articlePayload(language: Language, slug: string): ArticlePayload | null {
    const found = findArticle(this.articlesByLanguage(), language, slug);
    if (!found) return null;
    const { article, paths } = found;
    const articlePage = [...this.sitePages].find(([, page]) => page.path.includes(':'));
    const jsonLd =
      articlePage && this.siteFile()
        ? [
            articleBreadcrumbs(
              this.headContext(articlePage[0], articlePage[1], language),
              { title: String(article.title) },
              paths[language] ?? articlePath(article.slug),
            ),
          ]
        : [];
    return { article, paths, jsonLd };
  }
}

function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 10);
}
