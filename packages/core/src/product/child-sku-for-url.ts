import type { ProductDocument } from '../catalog/types.js';

export interface ChildSkuForUrlOptions {
  /** VSF `products.setFirstVarianAsDefaultInURL` (VSF's spelling): always show the selected child in the URL. */
  setFirstVarianAsDefaultInURL: boolean;
  /** The childSku the current URL carries, if any. */
  currentChildSku?: string | null;
}

/**
 * The child sku to put into the URL after a variant change, or undefined when the URL can stay. A URL that already
 * names a child is always kept in step, setting or not: a stale child sku reloads the wrong variant and price (#5981).
 */
export function childSkuForUrl(
  product: ProductDocument,
  child: ProductDocument | undefined,
  options: ChildSkuForUrlOptions,
): string | undefined {
  if (!child || child.sku === product.sku || !Array.isArray(product.configurable_children)) return undefined;
  if (child.sku === options.currentChildSku) return undefined;
  return options.setFirstVarianAsDefaultInURL || options.currentChildSku ? child.sku : undefined;
}
