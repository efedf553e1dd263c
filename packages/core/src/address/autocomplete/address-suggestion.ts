/** What an address field completes: a country (by name), a state or province, or a city. */
export type AddressSuggestionKind = 'country' | 'region' | 'city';

/** The fields already filled in that narrow the suggestions (ISO country code, region code or name). */
export interface AddressSuggestionContext {
  country?: string;
  region?: string;
}

export interface AddressSuggestion {
  /** What the field receives when the suggestion is chosen. */
  value: string;
  /** What the list shows (may add the region or country to tell equal names apart). */
  label: string;
  /** The ISO code of a country or region, when the suggestion has one. */
  code?: string;
}

/**
 * docs/behaviour.md#checkout-and-orders: the checkout's address completion behind one interface, so a maps service or the data shipped
 * with the shop can answer. A provider never throws for a query it cannot answer: it answers no suggestions.
 */
export interface AddressAutocompleteProvider {
  suggest(kind: AddressSuggestionKind, query: string, context: AddressSuggestionContext): Promise<AddressSuggestion[]>;
}

/** Suggestions shown at most: a short list a keyboard user can walk through. */
export const MAX_ADDRESS_SUGGESTIONS = 8;
