export { ProductView } from './ProductView';
export type { ProductPageView } from './product-page-view';
