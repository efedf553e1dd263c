import type { ProductDocument } from '../catalog/types.js';
import { roundPrice } from '../pricing/round-price.js';
import { toAmount } from '../pricing/to-amount.js';
import { bundlePrice } from '../product/bundle-price.js';
import type { BundleSelections } from '../product/bundle-selections.js';
import type { CustomOptionValues } from '../product/custom-option-values.js';
import { customOptionsPrice } from '../product/custom-options-price.js';
import { effectivePrice } from '../product/effective-price.js';
import { memberPrice } from '../product/member-price.js';
import type { CartProductOption } from './cart-item.js';

export interface CataloguePriceInput {
  /** The product the line is for: the configurable parent, or the product itself. */
  product: ProductDocument;
  /** The chosen configurable child, when the line names one. */
  child?: ProductDocument;
  productOption?: CartProductOption;
  /** Linked products of a bundle, by sku (the index stores bundle links without products). */
  productsBySku?: Readonly<Record<string, ProductDocument>>;
  now: Date;
}

/** The custom options of a line's `product_option`, as the price rule's form values. */
export function customOptionValuesOf(productOption: CartProductOption | undefined): CustomOptionValues {
  const values: Record<string, string | number> = {};
  for (const option of productOption?.extension_attributes?.custom_options ?? [])
    values[String(option.option_id)] = option.option_value;
  return values;
}

/** The bundle choices of a line's `product_option` (one selection per option, as VSF's cart lines carry). */
export function bundleSelectionsOf(productOption: CartProductOption | undefined): BundleSelections {
  const selections: Record<string, { qty: number; selectionId: number | undefined }> = {};
  for (const option of productOption?.extension_attributes?.bundle_options ?? [])
    selections[String(option.option_id)] = { qty: option.option_qty, selectionId: option.option_selections?.[0] };
  return selections;
}

/**
 * The unit price (before the booking tax) the catalogue gives a plain line: the chosen child's (or the product's)
 * effective price, a bundle's chosen selections, plus the chosen custom options. The API checks a caller's price
 * against it, so a shopper cannot forge a price, and uses it when the caller sent none (VSF1's frontend sends none).
 * null when the catalogue cannot price the line (a bundle selection whose product is missing).
 */
export function catalogueUnitPrice({
  product,
  child,
  productOption,
  productsBySku,
  now,
}: CataloguePriceInput): number | null {
  let base: number;
  let original: number;
  if (product.type_id === 'bundle') {
    const bundle = bundlePrice(product, bundleSelectionsOf(productOption), { productsBySku, now });
    if (bundle.unresolved.length > 0) return null;
    base = bundle.price;
    original = bundle.price;
  } else {
    const priced = child ?? product;
    base = memberPrice(priced, now).price;
    original = toAmount(priced.original_price) || effectivePrice(priced, now).originalPrice || base;
  }
  const custom = customOptionValuesOf(productOption);
  return roundPrice(
    Object.keys(custom).length > 0 ? customOptionsPrice(base, original, product.custom_options, custom) : base,
  );
}
