import { childSkuForUrl, productLink, type ProductDocument } from '@storefront/core';
import type { ProductPageSettings } from './product-page-settings';

/**
 * The URL to show after a variant change (docs/behaviour.md#variant-selection: optionally the child sku goes into the URL), or undefined
 * when the URL stays: the setting is off and the URL names no child yet.
 */
export function childUrl(
  product: ProductDocument,
  child: ProductDocument | undefined,
  currentChildSku: string | undefined,
  settings: Pick<ProductPageSettings, 'setFirstVarianAsDefaultInURL' | 'urls' | 'storePrefix'>,
): { sku: string; href: string } | undefined {
  const sku = childSkuForUrl(product, child, {
    setFirstVarianAsDefaultInURL: settings.setFirstVarianAsDefaultInURL,
    currentChildSku,
  });
  if (!sku) return undefined;
  const link = productLink(product, { ...settings.urls, childSku: sku });
  return { sku, href: settings.storePrefix + link.path + link.search };
}
