// Apart from offline-navigation.ts: only listings need these, so the page shell's chunk does not carry them.

/** docs/behaviour.md#pages-not-available-offline: an empty or failed listing while offline. */
export const OFFLINE_LISTING_MESSAGE = 'No products synchronized for this category. Please come back while online!';

/**
 * docs/behaviour.md#pages-not-available-offline: a listing offline that has nothing to show says so (a cached copy of an empty listing, a search with
 * no cached result); one with tiles keeps them quietly.
 */
export function needsOfflineListingNotice(input: { online: boolean; shown: number }): boolean {
  return !input.online && input.shown === 0;
}
