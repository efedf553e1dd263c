import type { ProductDocument } from '../catalog/types.js';
import { idsMatch } from '../pricing/ids-match.js';
import {
  childAttributeValue,
  configurableChildrenOf,
  configurableOptionsOf,
  configurationFromChild,
  matchesConfiguration,
} from './configuration.js';
import { readId } from './document-readers.js';
import { PRODUCT_MESSAGES } from './product-messages.js';
import type { Configuration } from './types.js';
import { isVariantAvailable } from './variant-availability.js';
import type { VariantAvailabilityOptions } from './variant-availability.js';

export type SelectOptionResult =
  | {
      ok: true;
      configuration: Configuration;
      child: ProductDocument;
      /** Other attributes had to change to reach a child with the chosen value (disjoint option sets). */
      adjusted: boolean;
    }
  | { ok: false; reverted: Configuration; notice: typeof PRODUCT_MESSAGES.wrongConfiguration };

export interface SelectOptionOptions extends VariantAvailabilityOptions {
  /** Refuse instead of adjusting the other attributes when the exact combination does not exist. */
  strict?: boolean;
}

/**
 * The shopper picks `value` for `attributeCode`. The exact combination wins; otherwise the available child with
 * that value that keeps most of the other choices (the first one on a tie), so no variant is unreachable (#4789).
 * Only a value no available child has is refused: the configuration stays as it was and the spec's notice is shown.
 */
export function selectOption(
  product: ProductDocument,
  current: Configuration,
  attributeCode: string,
  value: string | number,
  options: SelectOptionOptions,
): SelectOptionResult {
  const wanted = readId(value);
  const refused = { ok: false, reverted: current, notice: PRODUCT_MESSAGES.wrongConfiguration } as const;
  if (wanted === undefined) return refused;

  const candidates = configurableChildrenOf(product).filter(
    (child) => isVariantAvailable(child, options) && idsMatch(childAttributeValue(child, attributeCode), wanted),
  );
  const exact = candidates.find((child) => matchesConfiguration(product, child, current, attributeCode));
  if (exact) return { ...selected(product, exact), adjusted: false };
  if (options.strict || candidates.length === 0) return refused;

  const others = configurableOptionsOf(product)
    .map((option) => option.attribute_code)
    .filter((code) => code !== attributeCode && readId(current[code]) !== undefined);
  let best = candidates[0] as ProductDocument;
  let bestScore = -1;
  for (const child of candidates) {
    const score = others.filter((code) => idsMatch(childAttributeValue(child, code), current[code])).length;
    if (score > bestScore) {
      best = child;
      bestScore = score;
    }
  }
  return { ...selected(product, best), adjusted: true };
}

function selected(product: ProductDocument, child: ProductDocument) {
  return { ok: true, configuration: configurationFromChild(product, child), child } as const;
}
