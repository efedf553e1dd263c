export { CatalogView, loadCatalogView } from './catalog-view';
export { withCategoryMeta } from './category-meta';
export { ListingView } from './ListingView';
export type { FilterView, ListingPageView } from './listing-view';
