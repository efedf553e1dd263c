export type { ProductPageView } from './product-page-view';
