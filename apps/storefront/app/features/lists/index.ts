export { WishlistSyncMount } from './WishlistSyncMount';
export { toListItemView } from './list-item-view';
export { useListCount } from './use-list-count';
export { useCompare, useRecentlyViewed, useWishlist } from './use-lists';
