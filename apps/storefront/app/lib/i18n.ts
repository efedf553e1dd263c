import { useRouteLoaderData } from 'react-router';
import { interpolate, type TranslationParams } from '@storefront/core';

/**
 * The translator of the current store view. Keys are the English messages, so English needs no dictionary; other
 * locales get theirs from the root loader, and the browser never downloads the dictionaries of other languages.
 */
export function useTranslate(): (key: string, params?: TranslationParams) => string {
  const data = useRouteLoaderData('root') as { dictionary?: Record<string, string> } | undefined;
  const dictionary = data?.dictionary;
  return (key, params) => interpolate(dictionary?.[key] ?? key, params);
}
