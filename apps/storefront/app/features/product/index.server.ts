export { productBySku, productPageView } from './product-page.server';
