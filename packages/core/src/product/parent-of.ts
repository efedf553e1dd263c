import type { ProductDocument } from '../catalog/types.js';
import { replaceRouteForParent } from '../routing/replace-route-for-parent.js';
import type { CatalogUrlOptions, ProductLink } from '../routing/route-types.js';
import { configurableChildrenOf } from './configuration.js';

/** The configurable among `candidates` that has `childSku` as a child (not the child's own document). */
export function parentOf(childSku: string, candidates: readonly ProductDocument[]): ProductDocument | undefined {
  return candidates.find(
    (candidate) =>
      candidate.sku !== childSku && configurableChildrenOf(candidate).some((child) => child.sku === childSku),
  );
}

/**
 * docs/behaviour.md#catalogue-urls: a product URL that names a child moves to its parent's page with the child selected. undefined when
 * `sku` has no parent among the candidates (a search by sku returns the parent through configurable_children.sku).
 */
export function parentRouteFor(
  sku: string,
  candidates: readonly ProductDocument[],
  options: CatalogUrlOptions = {},
): ProductLink | undefined {
  const parent = parentOf(sku, candidates);
  const child = parent && configurableChildrenOf(parent).find((candidate) => candidate.sku === sku);
  return parent && child ? replaceRouteForParent(child, parent, options) : undefined;
}
