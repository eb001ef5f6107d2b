import type { Language } from '../locales';

/**
 * First parts of compounds the site's texts use, where a long word should break first
 * ("Kommunikations-aufgaben", not "Kommunikationsauf-gaben"): the TeX patterns know syllables,
 * not where one word ends and the next begins (issue 37.1, designer's review). A word that
 * starts with one of these breaks after it, and inside the rest only when the rest is long
 * itself. Add a part here when a new compound breaks in an odd place; parts of fewer than 5
 * letters are not used (a break leaves 5 letters on either side).
 */
export const COMPOUND_HEADS: Record<Language, readonly string[]> = {
  de: [
    'Kommunikations',
    'Unternehmens',
    'Rechtsanwalts',
    'Redaktions',
    'Nutzungs',
    'Photovoltaik',
    'Urheberrechts',
    'Veröffentlichungs',
    'Steuerberatungs',
  ],
  en: [],
};
