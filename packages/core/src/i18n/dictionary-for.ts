import { lookupChain } from './create-translator.js';
import { DEFAULT_DICTIONARIES } from './default-dictionaries.js';
import type { Dictionaries } from './message-key.js';

/**
 * The translations a page in `locale` needs, merged along the translator's lookup chain, keeping only entries that
 * differ from their English key. English gets undefined: its keys are the messages, so the browser needs nothing.
 */
export function dictionaryFor(
  locale: string,
  dictionaries: Dictionaries = DEFAULT_DICTIONARIES,
): Record<string, string> | undefined {
  const merged: Record<string, string> = {};
  for (const dictionary of lookupChain(locale, dictionaries).reverse())
    for (const [key, text] of Object.entries(dictionary)) if (text !== undefined && text !== key) merged[key] = text;
  return Object.keys(merged).length ? merged : undefined;
}
