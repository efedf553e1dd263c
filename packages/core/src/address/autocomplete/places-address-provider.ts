import type {
  AddressAutocompleteProvider,
  AddressSuggestion,
  AddressSuggestionContext,
  AddressSuggestionKind,
} from './address-suggestion.js';
import { MAX_ADDRESS_SUGGESTIONS } from './address-suggestion.js';

/** The part of a maps places service's prediction the completion reads (Google's `AutocompletePrediction`). */
export interface PlacePrediction {
  description: string;
  structured_formatting?: { main_text?: string; secondary_text?: string };
}

export interface PlacePredictionRequest {
  input: string;
  types: string[];
  componentRestrictions?: { country: string };
}

/** Google's `google.maps.places.AutocompleteService` in its promise form, or anything answering like it. */
export interface PlacePredictionService {
  getPlacePredictions(request: PlacePredictionRequest): Promise<{ predictions?: PlacePrediction[] | null } | null>;
}

/** Place types per field: Places' own names for a first-level region and its collection of cities. */
const PLACE_TYPES: Record<Exclude<AddressSuggestionKind, 'country'>, string[]> = {
  region: ['administrative_area_level_1'],
  city: ['(cities)'],
};

/** A service that has not answered by then is treated as failed: the shipped data answers instead. */
export const PLACES_TIMEOUT_MS = 3000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The places service did not answer in time')), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A prediction as a suggestion: the field gets the place's own name, the list shows its full description. */
export function suggestionOfPrediction(prediction: PlacePrediction): AddressSuggestion {
  const value = prediction.structured_formatting?.main_text?.trim() || prediction.description.split(',')[0]!.trim();
  return { value, label: prediction.description };
}

/**
 * Completion by a maps places service (the spec's "maps places-autocomplete service"), loaded once on the first
 * query. Countries always come from the shipped list (their ISO codes are what the order needs); regions and cities
 * from the service, restricted to the chosen country. A service that fails to load, fails, times out or finds nothing
 * hands the query to `fallback`, so the form never depends on it; after a failed load it is not tried again.
 */
export function createPlacesAddressProvider(
  loadService: () => Promise<PlacePredictionService>,
  fallback: AddressAutocompleteProvider,
  timeoutMs = PLACES_TIMEOUT_MS,
): AddressAutocompleteProvider {
  let service: Promise<PlacePredictionService | undefined> | undefined;

  async function remote(
    kind: Exclude<AddressSuggestionKind, 'country'>,
    query: string,
    context: AddressSuggestionContext,
  ): Promise<AddressSuggestion[]> {
    service ??= withTimeout(loadService(), timeoutMs * 3).catch(() => undefined);
    const loaded = await service;
    if (!loaded) return [];
    const country = context.country?.trim().toLowerCase();
    const reply = await withTimeout(
      loaded.getPlacePredictions({
        input: query,
        types: PLACE_TYPES[kind],
        ...(country && { componentRestrictions: { country } }),
      }),
      timeoutMs,
    );
    const seen = new Set<string>();
    const suggestions: AddressSuggestion[] = [];
    for (const prediction of reply?.predictions ?? []) {
      if (typeof prediction?.description !== 'string') continue;
      const suggestion = suggestionOfPrediction(prediction);
      if (suggestion.value === '' || seen.has(suggestion.label)) continue;
      seen.add(suggestion.label);
      suggestions.push(suggestion);
    }
    return suggestions.slice(0, MAX_ADDRESS_SUGGESTIONS);
  }

  return {
    async suggest(kind, query, context) {
      if (kind === 'country' || query.trim() === '') return fallback.suggest(kind, query, context);
      const found = await remote(kind, query, context).catch(() => []);
      return found.length > 0 ? found : fallback.suggest(kind, query, context);
    },
  };
}
