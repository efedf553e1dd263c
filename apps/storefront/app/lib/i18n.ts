import { useRouteLoaderData } from 'react-router';
import { interpolate, type TranslationParams } from '@storefront/core';

/** Reads a message with values in it (a spot's rules) back into its template, in the store view's words. */
export type ValueMessageReader = (
  text: string,
  locale: string,
  lookup: (key: string) => string | undefined,
) => string | undefined;

/** The store view's locale (the root loader's), for the core formatters that name things in its words. */
export function useLocale(): string {
  const data = useRouteLoaderData('root') as { locale?: string } | undefined;
  return data?.locale ?? 'en-US';
}

/** What a translator reads: the store view's dictionary (none for English) and its locale, from the root loader. */
export interface TranslationSource {
  dictionary?: Record<string, string>;
  locale: string;
}

export function useTranslationSource(): TranslationSource {
  const data = useRouteLoaderData('root') as { dictionary?: Record<string, string>; locale?: string } | undefined;
  return { ...(data?.dictionary && { dictionary: data.dictionary }), locale: data?.locale ?? 'en-US' };
}

/**
 * A translator over `source`. Keys are the English messages, so English needs no dictionary; other locales get theirs
 * from the root loader, and the browser never downloads the dictionaries of other languages. `readValues` (core's
 * `translateBookingMessage`) says the messages the API wrote with their numbers in them in the store view's words too
 * (docs/behaviour.md#local-time-and-a-spots-rules); the pages that show none leave it out, so its code is not in every
 * page's JavaScript, and the checkout loads it with the order's placement.
 */
export function translatorOf(
  { dictionary, locale }: TranslationSource,
  readValues?: ValueMessageReader,
): (key: string, params?: TranslationParams) => string {
  return (key, params) => {
    const text = dictionary?.[key];
    if (text !== undefined) return interpolate(text, params);
    if (readValues && dictionary && params === undefined) return readValues(key, locale, (k) => dictionary[k]) ?? key;
    return interpolate(key, params);
  };
}

/** The translator of the current store view (see `translatorOf`). */
export function useTranslate(readValues?: ValueMessageReader): (key: string, params?: TranslationParams) => string {
  return translatorOf(useTranslationSource(), readValues);
}
