import { DEFAULT_DICTIONARIES, FALLBACK_LOCALE } from './default-dictionaries.js';
import { DEFAULT_VALUE_MESSAGES } from './default-value-messages.js';
import { interpolate } from './interpolate.js';
import type { TranslationParams } from './interpolate.js';
import type { Dictionaries, Dictionary, MessageKey } from './message-key.js';
import { translateValueMessage } from './value-messages.js';

export interface Translator {
  readonly locale: string;
  /** Known keys autocomplete; any other string (e.g. a server message) is accepted and returned as is. */
  t(key: MessageKey | (string & {}), params?: TranslationParams): string;
}

/** Exact locale, then another region of the same language (de-AT → de-DE), then en-US. */
export function lookupChain(locale: string, dictionaries: Dictionaries): Dictionary[] {
  const language = locale.split('-')[0]?.toLowerCase() ?? '';
  const sameLanguage = Object.keys(dictionaries).find(
    (candidate) => candidate !== locale && candidate.split('-')[0]?.toLowerCase() === language,
  );
  const chain = [locale, sameLanguage, FALLBACK_LOCALE]
    .filter((code): code is string => code !== undefined)
    .map((code) => dictionaries[code])
    .filter((dictionary): dictionary is Dictionary => dictionary !== undefined);
  return [...new Set(chain)];
}

/**
 * One translator per request or per rendered tree. There is deliberately no global "current locale": the server
 * renders pages for many shoppers at once.
 */
export function createTranslator(locale: string, dictionaries: Dictionaries = DEFAULT_DICTIONARIES): Translator {
  const chain = lookupChain(locale, dictionaries);
  const lookup = (key: string) => {
    for (const dictionary of chain) {
      const text = Object.hasOwn(dictionary, key) ? dictionary[key] : undefined;
      if (text !== undefined) return text;
    }
    return undefined;
  };
  return Object.freeze({
    locale,
    t(key: string, params?: TranslationParams): string {
      const text = lookup(key);
      if (text !== undefined) return interpolate(text, params);
      // A message with its values written in (the API's English): its template in the store view's words.
      if (params === undefined) return translateValueMessage(key, locale, lookup, DEFAULT_VALUE_MESSAGES) ?? key;
      return interpolate(key, params);
    },
  });
}
