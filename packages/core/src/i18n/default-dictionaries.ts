import { DE_DE_DICTIONARY } from './dictionary-de-de.js';
import { EN_US_DICTIONARY } from './dictionary-en-us.js';
import { IT_IT_DICTIONARY } from './dictionary-it-it.js';
import type { Dictionaries } from './message-key.js';

/** Bundled dictionaries. To add or extend one, pass `{ ...DEFAULT_DICTIONARIES, 'fr-FR': fr }` to createTranslator. */
export const DEFAULT_DICTIONARIES: Dictionaries = Object.freeze({
  'en-US': EN_US_DICTIONARY,
  'de-DE': DE_DE_DICTIONARY,
  'it-IT': IT_IT_DICTIONARY,
});

/** The locale every translator falls back to before returning the key itself. */
export const FALLBACK_LOCALE = 'en-US';
