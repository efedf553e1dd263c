export { categoryBySlug, findCategory, findCategoryOfUrlPath } from './catalog-pages.server';
export { categoryListing } from './category-listing.server';
export { AmpCategory } from './AmpCategory';
