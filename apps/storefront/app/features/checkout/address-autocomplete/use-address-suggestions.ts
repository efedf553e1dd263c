import type { AddressSuggestion, AddressSuggestionContext, AddressSuggestionKind } from '@storefront/core';
import { useEffect, useMemo, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { addressProvider } from './address-provider';
import { useAutocompleteSettings } from './autocomplete-settings';

/** Typing pauses this long before a query goes out: one query per word typed, not per key. */
const TYPING_PAUSE_MS = 120;

export interface SuggestionsAnswer {
  /** The query these suggestions answer (a later query keeps the earlier list until its own answer). */
  query: string | null;
  suggestions: AddressSuggestion[];
}

const NOTHING: SuggestionsAnswer = { query: null, suggestions: [] };

/** The completion's suggestions for what the shopper typed; `query` null asks nothing (the list is closed). */
export function useAddressSuggestions(
  kind: AddressSuggestionKind,
  query: string | null,
  context: AddressSuggestionContext,
): SuggestionsAnswer {
  const { placesApiKey } = useAutocompleteSettings();
  const locale = (useRouteLoaderData('root') as { locale?: string } | undefined)?.locale ?? 'en-US';
  const provider = useMemo(() => addressProvider(placesApiKey, locale), [placesApiKey, locale]);
  const [answer, setAnswer] = useState<SuggestionsAnswer>({ query: null, suggestions: [] });
  const { country, region } = context;

  const asked = query !== null && query.trim() !== '';
  useEffect(() => {
    if (!asked) return;
    let current = true;
    const timer = setTimeout(() => {
      provider
        .suggest(kind, query, { ...(country && { country }), ...(region && { region }) })
        .catch(() => [])
        .then((suggestions) => {
          // A slower answer to an earlier query must not replace the answer to the latest one.
          if (current) setAnswer({ query, suggestions });
        });
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [provider, kind, query, asked, country, region]);

  return asked ? answer : NOTHING;
}
