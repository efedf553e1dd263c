import { ProductPage } from '../product/ProductPage';
import type { ProductPageView } from './catalog-pages.server';

/** The product page; a new product starts with fresh state (variant, options, quantity). */
export function ProductView({ product }: { product: ProductPageView }) {
  return <ProductPage key={product.sku} view={product} />;
}
