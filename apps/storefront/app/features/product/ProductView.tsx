import { ProductPage } from './ProductPage';
import type { ProductPageView } from './product-page-view';

/** The product page; a new product starts with fresh state (variant, options, quantity). */
export function ProductView({ product }: { product: ProductPageView }) {
  return <ProductPage key={product.sku} view={product} />;
}
