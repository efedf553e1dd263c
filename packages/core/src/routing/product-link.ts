import { productPattern } from './catalog-patterns.js';
import type { SlugSource } from './entity-slug.js';
import { entitySlug, nonEmptyString } from './entity-slug.js';
import { buildQuery } from './parse-query.js';
import { productRouteName, usesChildSku } from './product-route-name.js';
import { buildPath } from './route-path.js';
import type { CatalogUrlOptions, ProductLink } from './route-types.js';
import { withLeadingSlash } from './url-parts.js';

/** What a product link reads; ProductDocument and configured products (with parentSku) both fit. */
export interface ProductLinkSource extends SlugSource {
  readonly sku: string;
  readonly type_id?: string;
  readonly parentSku?: unknown;
  readonly url_path?: unknown;
}

export interface ProductLinkOptions extends CatalogUrlOptions {
  /** The selected child of a configurable; defaults to product.sku, which VSF sets to the child's on configuring. */
  readonly childSku?: string;
}

export function productRouteParams(product: ProductLinkSource, childSku?: string): ProductLink['params'] {
  const parentSku = nonEmptyString(product.parentSku) ?? product.sku;
  const slug = entitySlug(product);
  return usesChildSku(product.type_id)
    ? { parentSku, slug, childSku: nonEmptyString(childSku) ?? product.sku }
    : { parentSku, slug };
}

/**
 * Link to a product page. With the dispatcher the path is the url_path, and a selected child other than the parent
 * travels as `?childSku=`: VSF left it out of the URL and showed the parent's price for the child (#5981).
 */
export function productLink(product: ProductLinkSource, options: ProductLinkOptions = {}): ProductLink {
  const name = productRouteName(product.type_id);
  const params = productRouteParams(product, options.childSku);
  const urlPath = nonEmptyString(product.url_path);
  if (options.useUrlDispatcher && urlPath) {
    const childSku = params.childSku !== params.parentSku ? params.childSku : undefined;
    return { name, params, path: withLeadingSlash(urlPath), search: buildQuery({ childSku }) };
  }
  return { name, params, path: buildPath(productPattern(product.type_id, options), params), search: '' };
}
