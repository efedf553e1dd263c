export { addToCompare, COMPARE_ADDED_MESSAGE, COMPARE_REMOVED_MESSAGE, removeFromCompare } from './compare.js';
export type { CompareChange, ListTranslate } from './compare.js';
export { comparableAttributeCodes, compareTable, NOT_AVAILABLE } from './compare-table.js';
export type { CompareRow, CompareTableModel } from './compare-table.js';
export { hasSku, LIST_PRODUCT_FIELDS, toListProduct } from './list-product.js';
export type { ListProduct, ListProductSource } from './list-product.js';
export { COMPARE_STORAGE, RECENTLY_VIEWED_STORAGE, WISHLIST_STORAGE } from './list-storage.js';
export { createPersistedList, hasStringSku } from './persisted-list.js';
export type { PersistedList, PersistedListOptions } from './persisted-list.js';
export { RECENTLY_VIEWED_MAX, recordRecentlyViewed } from './recently-viewed.js';
export {
  addToWishlist,
  isInWishlist,
  removeFromWishlist,
  WISHLIST_ADDED_MESSAGE,
  wishlistAddedNotice,
} from './wishlist.js';
export type { WishlistItem } from './wishlist.js';
export { mergeWishlist, skusMissingLocally } from './wishlist-merge.js';
