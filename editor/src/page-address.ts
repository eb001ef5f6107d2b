import { pageFiles, type Docs, type Language, type Page } from './model';

/**
 * A new page's address as people type it: ` careers`, `//careers`, `/Careers/` all mean
 * `/careers` (the box used to start with "/", and typing "/careers" into it gave "//careers").
 */
export function normalizePath(typed: string): string {
  const path = `/${typed.trim().toLowerCase()}`.replace(/\/{2,}/g, '/');
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/** `/karriere/offene-stellen` -> `karriere-offene-stellen` (the file and key name). */
export function nameForPath(path: string): string {
  return normalizePath(path)
    .replace(/^\/+/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export type PathProblem =
  | { code: 'empty' }
  | { code: 'characters'; characters: string[] }
  | { code: 'dashes' }
  | { code: 'taken'; path: string };

/** What is wrong with a typed address (after normalizePath), or null when it can be used. */
export function pathProblem(docs: Docs, typed: string): PathProblem | null {
  const path = normalizePath(typed);
  if (path === '/') return { code: 'empty' };
  const characters = [...new Set(path.replace(/[a-z0-9/-]/g, ''))];
  if (characters.length > 0) return { code: 'characters', characters };
  if (!/^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/.test(path)) return { code: 'dashes' };
  const name = nameForPath(path);
  const taken = pageFiles(docs).some(
    (f) =>
      f === `pages/${name}.json` ||
      (docs[f] as Page).path === path ||
      (docs[f] as Page).aliases?.includes(path),
  );
  return taken || docs[`locales/de/${name}.json`] != null ? { code: 'taken', path } : null;
}

const SPELLED: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** `/über-uns` -> `/ueber-uns`. */
export const spellOut = (path: string) => path.replace(/[äöüß]/g, (c) => SPELLED[c] ?? c);

const ALLOWED = {
  de: 'Erlaubt sind Kleinbuchstaben a–z, Ziffern, Bindestriche und „/“ zwischen Teilen, z. B. /karriere oder /produkte/neues-angebot.',
  en: 'Allowed are lower-case letters a–z, digits, dashes and "/" between parts, e.g. /careers or /products/new-offer.',
};

/** The problem in words that quote what was typed, so a person sees what to change. */
export function pathProblemText(problem: PathProblem, typed: string, language: Language): string {
  const de = language === 'de';
  const shown = de ? `„${typed.trim()}“` : `"${typed.trim()}"`;
  switch (problem.code) {
    case 'empty':
      return de
        ? 'Bitte eine Adresse eingeben, z. B. /karriere.'
        : 'Please type an address, e.g. /careers.';
    case 'characters': {
      const names = problem.characters.map((c) =>
        c === ' ' ? (de ? 'Leerzeichen' : 'spaces') : de ? `„${c}“` : `"${c}"`,
      );
      // Umlauts and ß have a usual spelling in addresses: offer it ("/über-uns" -> "/ueber-uns").
      const spelled = spellOut(normalizePath(typed));
      const offer =
        spelled !== normalizePath(typed) && !pathProblem({}, spelled)
          ? de
            ? ` Umlaute und ß werden in Adressen ausgeschrieben: ${spelled}.`
            : ` Umlauts and ß are spelled out in addresses: ${spelled}.`
          : '';
      return de
        ? `${shown} enthält, was in einer Adresse nicht stehen kann: ${names.join(', ')}.${offer} ${ALLOWED.de}`
        : `${shown} contains what an address cannot have: ${names.join(', ')}.${offer} ${ALLOWED.en}`;
    }
    case 'dashes':
      return de
        ? `In ${shown} steht ein Bindestrich am Anfang oder Ende eines Teils oder doppelt. ${ALLOWED.de}`
        : `In ${shown} a dash starts or ends a part, or is doubled. ${ALLOWED.en}`;
    case 'taken':
      return de
        ? `Die Adresse ${problem.path} ist schon vergeben (oder eine Seite heißt schon so).`
        : `The address ${problem.path} is taken (or a page already has that name).`;
  }
}
