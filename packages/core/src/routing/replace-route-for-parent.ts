import { nonEmptyString } from './entity-slug.js';
import type { ProductLinkSource } from './product-link.js';
import { productLink } from './product-link.js';
import { usesChildSku } from './product-route-name.js';
import type { CatalogUrlOptions, ProductLink } from './route-types.js';

export interface ParentComparable extends ProductLinkSource {
  readonly id?: unknown;
}

function sameProduct(a: ParentComparable, b: ParentComparable): boolean {
  const idA = nonEmptyString(a.id);
  const idB = nonEmptyString(b.id);
  return idA !== undefined && idB !== undefined ? idA === idB : a.sku === b.sku;
}

/**
 * docs/behaviour.md#catalogue-urls: a product page that turns out to show a child of another product moves to the parent's URL with the
 * child selected (parentSku and slug of the parent, childSku of the child). A parent whose own shape has no child
 * segment (bundle, grouped) gets the generic 'product' route, which has one, as VSF did. undefined: stay.
 */
export function replaceRouteForParent(
  product: ParentComparable,
  parent: ParentComparable | null | undefined,
  options: CatalogUrlOptions = {},
): ProductLink | undefined {
  if (!parent || sameProduct(product, parent)) return undefined;
  const routeParent = usesChildSku(parent.type_id) ? parent : { ...parent, type_id: undefined };
  // The parent's own sku, not a parentSku it may carry from an earlier configuration.
  return productLink({ ...routeParent, parentSku: parent.sku }, { ...options, childSku: product.sku });
}
