export { AmpProduct } from './AmpProduct';
export { ProductView } from './ProductView';
export type { AddToCartInput } from './add-to-cart-input';
export type { ProductPageView } from './product-page-view';
