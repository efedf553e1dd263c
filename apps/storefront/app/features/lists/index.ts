export { WishlistSyncMount } from './WishlistSyncMount';
export { toListItemView } from './list-item-view';
export { useListCount } from './use-list-count';
export { recordViewed, toggleListed, useListed } from './listed-product';
export type { ListFeedback } from './list-changes';
export { useCompare, useRecentlyViewed, useWishlist } from './use-lists';
