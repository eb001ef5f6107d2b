import type { Language, Page } from '../model';
import type { TextsByLanguage } from '../site-context';

/** Messages between the editor and its preview frame (same origin). */
export type ToPreview = {
  type: 'render';
  page: Page;
  texts: TextsByLanguage;
  language: Language;
  selected: number | null;
};
export type FromPreview =
  { type: 'ready' } | { type: 'select'; index: number } | { type: 'rendered' };
