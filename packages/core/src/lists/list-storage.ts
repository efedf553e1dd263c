/**
 * Where each list is kept: VSF's collection and key names, so a returning shopper's lists are still found. None of these
 * collections is a cache collection, so they never expire or get evicted (storage README).
 */
export const WISHLIST_STORAGE = { collection: 'wishlist', key: 'current-wishlist' } as const;
export const COMPARE_STORAGE = { collection: 'compare', key: 'current-compare' } as const;
export const RECENTLY_VIEWED_STORAGE = { collection: 'recently-viewed', key: 'recently-viewed' } as const;
