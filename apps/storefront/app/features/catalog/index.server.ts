export { categoryBySlug, findCategory, findCategoryOfUrlPath } from './catalog-pages.server';
export { categoryListing } from './category-listing.server';
export { loadListing, type ListingRequest } from './listing.server';
export { AmpCategory } from './AmpCategory';
