import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { namespacesInCode, namespacesInContent } from '../text-namespaces';

/**
 * Which locale files (namespaces) each page needs: the ones its own strings name and the ones
 * the code of its section types names (a section may show texts only after a click). Shared:
 * what every page may show (`common`, the ones site.json and the articles name, and the ones the
 * shell and shared components name); they load once per language, not with every page.
 */
export interface TextSelection {
  shared: string[];
  forPage(page: unknown): string[];
}

export function readJsonOrNull(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // A broken file: the content validation reports it (build, dev overlay, npm run validate).
    return null;
  }
}

function listFiles(dir: string, pattern: RegExp): string[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => pattern.test(file))
      .map((file) => join(dir, file))
      .sort();
  } catch {
    return [];
  }
}

function knownNamespaces(root: string): Set<string> {
  return new Set(
    listFiles(join(root, 'locales', 'de'), /^[^/\\]+\.json$/).map((file) =>
      relative(join(root, 'locales', 'de'), file).slice(0, -'.json'.length),
    ),
  );
}

export function selectTexts(root: string): TextSelection {
  const known = knownNamespaces(root);
  const shared = new Set(['common']);
  const add = (target: Set<string>, names: Iterable<string>) => {
    for (const name of names) target.add(name);
  };
  add(shared, namespacesInContent(readJsonOrNull(join(root, 'pages', 'site.json')), known));
  for (const file of listFiles(join(root, 'pages', 'articles'), /\.json$/))
    add(shared, namespacesInContent(readJsonOrNull(file), known));
  const bySectionType = new Map<string, Set<string>>();
  const sectionsDir = join(root, 'src', 'web', 'sections');
  for (const file of listFiles(join(root, 'src', 'web'), /\.tsx?$/)) {
    // The admin screens bring their own texts in their own bundle (src/web/admin/admin-texts.ts).
    if (/^admin[/\\]/.test(relative(join(root, 'src', 'web'), file))) continue;
    const names = namespacesInCode(readFileSync(file, 'utf8'), known);
    const type = /^([^/\\]+)[/\\]/.exec(relative(sectionsDir, file))?.[1];
    if (!type || type === '..') {
      add(shared, names);
      continue;
    }
    const ofType = bySectionType.get(type) ?? new Set<string>();
    add(ofType, names);
    bySectionType.set(type, ofType);
  }
  return {
    shared: [...shared].sort(),
    forPage(page) {
      const needed = namespacesInContent(page, known);
      const sections = (page as { sections?: Array<{ type?: unknown }> } | null)?.sections ?? [];
      for (const section of sections)
        if (typeof section?.type === 'string') add(needed, bySectionType.get(section.type) ?? []);
      return [...needed].filter((name) => !shared.has(name)).sort();
    },
  };
}
