export { CategoryView } from './CategoryView';
export { CatalogView, loadCatalogView } from './catalog-view';
export { withCategoryMeta } from './category-meta';
