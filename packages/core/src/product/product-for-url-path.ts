import type { ProductDocument } from '../catalog/types.js';
import { parentOf } from './parent-of.js';
import { productLoadOutcome } from './product-load-outcome.js';

/**
 * The product a url_path opens when several documents carry it. Magento 1 and early Magento 2 exports give a
 * configurable's children (visibility 1) their parent's url_path; opening the child would send the shopper to the
 * parent's URL, that is back to the same URL. A product that can be shown wins, and among those a parent of another
 * candidate; the first candidate otherwise (the load rules then decide). Candidates keep the index's order.
 */
export function productForUrlPath(candidates: readonly ProductDocument[]): ProductDocument | undefined {
  const shown = candidates.filter((candidate) => productLoadOutcome(candidate).ok);
  const parent = shown.find((candidate) =>
    candidates.some((other) => other !== candidate && parentOf(other.sku, [candidate]) === candidate),
  );
  return parent ?? shown[0] ?? candidates[0];
}
