import type { ProductDocument } from '../catalog/types.js';
import { configurableChildrenOf, configurationFromChild, matchesConfiguration } from './configuration.js';
import { PRODUCT_MESSAGES } from './product-messages.js';
import type { Configuration } from './types.js';
import { isChildInStock, isVariantAvailable } from './variant-availability.js';
import type { VariantAvailabilityOptions } from './variant-availability.js';

/** How a child was chosen: by the sku in the URL, by matching the configuration, or as the default child. */
export type VariantSource = 'sku' | 'configuration' | 'default';

export type VariantLookup =
  | { ok: true; child: ProductDocument; configuration: Configuration; source: VariantSource }
  | { ok: false; error: typeof PRODUCT_MESSAGES.noAvailableVariants };

export interface FindChildOptions extends VariantAvailabilityOptions {
  /** Ignore the configuration and take the default child (VSF `selectDefaultVariant`). */
  selectDefaultVariant?: boolean;
  /** When nothing matches, take the default child instead of failing (VSF's default: true). */
  fallbackToDefault?: boolean;
}

/**
 * The default child: the first available one in stock, in document order, else the first available one (a shop that
 * lists out-of-stock variants must not open on one that cannot be bought while another can).
 */
export function defaultChild(
  product: ProductDocument,
  options: VariantAvailabilityOptions,
): ProductDocument | undefined {
  const available = configurableChildrenOf(product).filter((child) => isVariantAvailable(child, options));
  return available.find((child) => isChildInStock(child, options.stockBySku)) ?? available[0];
}

/**
 * docs/behaviour.md#variant-selection: the first available child matching every chosen attribute, else the default
 * child, else the 'No available product variants' error. VSF ranked children by how many attributes matched and
 * could return a child that contradicts the shopper's choice; a partial match is never returned here.
 */
export function findConfigurableChild(
  product: ProductDocument,
  configuration: Configuration,
  options: FindChildOptions,
): VariantLookup {
  if (!options.selectDefaultVariant) {
    const match = configurableChildrenOf(product).find(
      (child) => isVariantAvailable(child, options) && matchesConfiguration(product, child, configuration),
    );
    if (match) return chosen(product, match, 'configuration');
    if (options.fallbackToDefault === false) return { ok: false, error: PRODUCT_MESSAGES.noAvailableVariants };
  }
  const fallback = defaultChild(product, options);
  return fallback ? chosen(product, fallback, 'default') : { ok: false, error: PRODUCT_MESSAGES.noAvailableVariants };
}

export function chosen(product: ProductDocument, child: ProductDocument, source: VariantSource): VariantLookup {
  return { ok: true, child, configuration: configurationFromChild(product, child), source };
}
