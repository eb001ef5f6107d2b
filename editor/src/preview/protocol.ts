import type { Language, Page } from '../model';
import type { TextsByLanguage } from '../site-context';

/** Messages between the editor and its preview frame (same origin). */
export type RenderMessage = {
  type: 'render';
  page: Page;
  texts: TextsByLanguage;
  /** pages/site.json as edited: the menu and footer the preview's shell shows. */
  site: unknown;
  language: Language;
  selected: number | null;
};
export type ToPreview =
  | RenderMessage
  /** Escape was pressed in the editor: the site's menu, if open in the frame, closes. */
  | { type: 'close-menu' };
export type FromPreview =
  | { type: 'ready' }
  /** A click on a section; `field` is the path of the clicked text's prop, if it hit one. */
  | { type: 'select'; index: number; field: Array<string | number> | null }
  | { type: 'rendered' }
  /** Ctrl+S / Cmd+S was pressed inside the frame: the editor opens its save dialog. */
  | { type: 'save' }
  /** The shell's language switch was used: the preview shows the other language. */
  | { type: 'language'; language: Language }
  /** A menu or footer link was followed: the editor opens that page (its site path). */
  | { type: 'open'; path: string };
