import {
  availableOptions,
  displayPrice,
  selectOption,
  type Configuration,
  type ConfigurableOptionState,
  type PRODUCT_MESSAGES,
  type ProductDocument,
} from '@storefront/core';
import { childUrl } from './child-url';
import type { ProductPageSettings } from './product-page-settings';
import { shownPrice, type ShownPrice } from './shown-price';

/** What the selectors show for a configurable: the configuration, its child, every value's state, the child's price. */
export interface VariantState {
  configuration: Configuration;
  childSku?: string;
  options: ConfigurableOptionState[];
  price?: ShownPrice;
}

export function variantState(
  product: ProductDocument,
  configuration: Configuration,
  child: ProductDocument | undefined,
  settings: Pick<ProductPageSettings, 'variants' | 'money'>,
): VariantState {
  return {
    configuration,
    ...(child && { childSku: child.sku, price: shownPrice(displayPrice(child), settings.money) }),
    options: availableOptions(product, configuration, settings.variants),
  };
}

export type VariantChange =
  | { ok: true; state: VariantState; url?: { sku: string; href: string } }
  | { ok: false; notice: typeof PRODUCT_MESSAGES.wrongConfiguration };

/**
 * docs/behaviour.md#variant-selection for one choice of the shopper: the next state and, when the URL should name the
 * new child, its URL; or the wrong-attribute notice, the configuration staying as it was.
 */
export function changeVariant(
  product: ProductDocument,
  current: VariantState,
  attributeCode: string,
  value: string,
  urlChildSku: string | undefined,
  settings: ProductPageSettings,
): VariantChange {
  const result = selectOption(product, current.configuration, attributeCode, value, settings.variants);
  if (!result.ok) return { ok: false, notice: result.notice };
  const url = childUrl(product, result.child, urlChildSku, settings);
  return { ok: true, state: variantState(product, result.configuration, result.child, settings), ...(url && { url }) };
}
