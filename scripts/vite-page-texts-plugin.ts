import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { LANGUAGES } from '../src/content/locales';
import { namespacesInCode, namespacesInContent } from '../src/content/text-namespaces';

const INDEX_ID = 'virtual:page-texts';
const PAGE_ID_PREFIX = `${INDEX_ID}/`;
const RESOLVED_PREFIX = `\0${INDEX_ID}`;
const WATCHED = /[/\\](pages|locales)[/\\].*\.json$|[/\\]src[/\\]web[/\\].*\.tsx?$/;

function listFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file))
    .map((file) => join(dir, file))
    .sort();
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // A broken file: the content validation stops the build, or shows it in dev.
    return null;
  }
}

/**
 * For every page file, the namespaces it needs: the ones its own strings name, the ones the code
 * of its section types names (a section may show texts only after a click), plus those every
 * page needs: `common`, the ones site.json (menu, footer) and the articles name, and the ones
 * the rest of our code (shell, shared components) names.
 */
function pageNamespaces(root: string): Map<string, string[]> {
  const known = new Set(
    readdirSync(join(root, 'locales', 'de'))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length)),
  );
  const everywhere = new Set(['common']);
  const add = (target: Set<string>, names: Iterable<string>) => {
    for (const name of names) target.add(name);
  };
  add(everywhere, namespacesInContent(readJson(join(root, 'pages', 'site.json')), known));
  for (const file of listFiles(join(root, 'pages', 'articles'), /\.json$/))
    add(everywhere, namespacesInContent(readJson(file), known));
  const bySectionType = new Map<string, Set<string>>();
  const sectionsDir = join(root, 'src', 'web', 'sections');
  for (const file of listFiles(join(root, 'src', 'web'), /\.tsx?$/)) {
    const names = namespacesInCode(readFileSync(file, 'utf8'), known);
    const type = /^([^/\\]+)[/\\]/.exec(relative(sectionsDir, file))?.[1];
    if (!type || type === '..') {
      add(everywhere, names);
      continue;
    }
    const ofType = bySectionType.get(type) ?? new Set<string>();
    add(ofType, names);
    bySectionType.set(type, ofType);
  }

  const byPage = new Map<string, string[]>();
  for (const file of listFiles(join(root, 'pages'), /^[^/\\]+\.json$/)) {
    const name = relative(join(root, 'pages'), file).slice(0, -'.json'.length);
    if (name === 'site') continue;
    const page = readJson(file) as { sections?: { type: string }[] } | null;
    const needed = new Set([...everywhere, ...namespacesInContent(page, known)]);
    for (const section of page?.sections ?? []) add(needed, bySectionType.get(section.type) ?? []);
    byPage.set(name, [...needed].sort());
  }
  return byPage;
}

function pageTextsModule(root: string, language: string, namespaces: readonly string[]): string {
  const resources: Record<string, unknown> = {};
  for (const namespace of namespaces)
    resources[namespace] = readJson(join(root, 'locales', language, `${namespace}.json`)) ?? {};
  return `export default ${JSON.stringify(resources)};`;
}

/**
 * `virtual:page-texts`: per page and language, one module with exactly the texts that page
 * needs (inlined, so each page's texts are one chunk and not a share of many). A visitor of
 * /faq downloads the FAQ's texts, not the home page's.
 */
export function pageTextsPlugin(): Plugin {
  const root = process.cwd();
  let cached: Map<string, string[]> | null = null;
  const namespaces = () => (cached ??= pageNamespaces(root));
  return {
    name: 'page-texts',
    resolveId: (id) => (id.startsWith(INDEX_ID) ? `\0${id}` : undefined),
    load(id) {
      if (id === RESOLVED_PREFIX) {
        const entries = [...namespaces().keys()].flatMap((page) =>
          LANGUAGES.map(
            (language) =>
              `${JSON.stringify(`${language}/${page}`)}: () => import(${JSON.stringify(`${PAGE_ID_PREFIX}${language}/${page}`)})`,
          ),
        );
        return `export default {\n${entries.join(',\n')}\n};`;
      }
      if (!id.startsWith(`${RESOLVED_PREFIX}/`)) return undefined;
      const [language, page] = id.slice(RESOLVED_PREFIX.length + 1).split('/') as [string, string];
      return pageTextsModule(root, language, namespaces().get(page) ?? []);
    },
    configureServer(server: ViteDevServer) {
      const onChange = (file: string) => {
        if (!WATCHED.test(file)) return;
        cached = null;
        let loaded = false;
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (!module.id?.startsWith(RESOLVED_PREFIX)) continue;
          server.moduleGraph.invalidateModule(module);
          loaded = true;
        }
        // Texts are data, not modules with hot-update handlers: reload to show the edit.
        if (loaded && !/\.tsx?$/.test(file)) server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}
