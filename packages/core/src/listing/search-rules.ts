/** docs/behaviour.md#validation-messages, word for word; it is also the translation key. */
export const SEARCH_TERM_TOO_SHORT = 'Searched term should consist of at least 3 characters.' as const;

/** docs/behaviour.md#search: default search page size. */
export const DEFAULT_SEARCH_SIZE = 50;

/** docs/behaviour.md#search: a size at or below 0 becomes 50 (so does anything that is not a number). */
export function normalizeSearchSize(size: number | null | undefined, fallback = DEFAULT_SEARCH_SIZE): number {
  const whole = typeof size === 'number' && Number.isFinite(size) ? Math.floor(size) : 0;
  return whole > 0 ? whole : fallback;
}

/** docs/behaviour.md#search: a start below 0 becomes 0 (so does anything that is not a number). */
export function normalizeSearchStart(start: number | null | undefined): number {
  const whole = typeof start === 'number' && Number.isFinite(start) ? Math.floor(start) : 0;
  return whole > 0 ? whole : 0;
}

/**
 * docs/behaviour.md#search: a term shorter than 3 characters, once trimmed, is not searched. An empty term gets the message
 * too; the search panel decides whether to show it before the shopper has typed anything.
 */
export function searchTermError(term: string, minLength = 3): typeof SEARCH_TERM_TOO_SHORT | undefined {
  return [...term.trim()].length < minLength ? SEARCH_TERM_TOO_SHORT : undefined;
}
