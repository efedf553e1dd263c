import type { ProductDocument } from '../catalog/types.js';
import { roundPrice } from '../pricing/round-price.js';

export interface DisplayPrice {
  price: number;
  /** The regular price to strike through; only set while a special price applies. */
  originalPrice: number | undefined;
  onSale: boolean;
}

export interface DisplayPriceOptions {
  /** Show gross prices (the VSF theme always did). */
  includeTax?: boolean;
  /** The AMP page shows price times quantity. */
  qty?: number;
}

/**
 * The price line of a document priced by the API (or by client-side tax): `price_incl_tax` with
 * `original_price_incl_tax` struck through when `special_price` is set, as the VSF theme shows it. The camelCase
 * twins are read when the snake_case fields are missing; an unpriced document falls back to its `price`.
 */
export function displayPrice(product: ProductDocument, options: DisplayPriceOptions = {}): DisplayPrice {
  const includeTax = options.includeTax ?? true;
  const qty = typeof options.qty === 'number' && Number.isFinite(options.qty) ? options.qty : 1;
  const price = includeTax
    ? (amount(product.price_incl_tax) ?? amount(product.priceInclTax) ?? amount(product.price) ?? 0)
    : (amount(product.price) ?? 0);
  const original = includeTax
    ? (amount(product.original_price_incl_tax) ?? amount(product.originalPriceInclTax))
    : (amount(product.original_price) ?? amount(product.originalPrice));
  const onSale = (amount(product.special_price) ?? 0) > 0 && original !== undefined && original > price;
  return {
    price: roundPrice(price * qty),
    originalPrice: onSale && original !== undefined ? roundPrice(original * qty) : undefined,
    onSale,
  };
}

function amount(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * Whether a shown price means anything. Real exports give configurables without children, and bundles and grouped
 * products, a price of 0: that is a missing price (the add-to-cart rule calls it unknown), never '$0.00'.
 */
export function isKnownPrice(price: number | null | undefined): price is number {
  return typeof price === 'number' && Number.isFinite(price) && price > 0;
}
