export { productBySku, productPageView } from './product-page.server';
export { AmpProduct } from './AmpProduct';
