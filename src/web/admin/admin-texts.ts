import type { i18n as I18n } from 'i18next';
import type { Language } from '../../content/locales';
import { addTexts, createTexts } from '../lib/i18n';
import de from '../../../locales/de/admin.json';
import en from '../../../locales/en/admin.json';

/**
 * The admin screens' texts (locales/<language>/admin.json) travel in their own bundle, both
 * languages: the public pages never load them, and switching language needs no request.
 */
export function createAdminTexts(language: Language): I18n {
  const texts = createTexts(language);
  addTexts(texts, 'de', { admin: de });
  addTexts(texts, 'en', { admin: en });
  return texts;
}
