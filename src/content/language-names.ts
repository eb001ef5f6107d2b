import type { Language } from './locales';

/** Language names in the validator's messages (which are in English). */
export const LANGUAGE_NAMES: Record<Language, string> = { de: 'German', en: 'English' };
