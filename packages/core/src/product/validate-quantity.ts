import { PRODUCT_MESSAGES } from './product-messages.js';

/**
 * docs/behaviour.md#adding-to-cart: a quantity given as a string becomes an integer ("3" → 3, "2.7" → 2). Text that is not a number
 * ("3 pcs", "") is NaN rather than parseInt's lenient 3, so a typo cannot silently change an order.
 * Numbers are kept as given.
 */
export function parseQuantity(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value !== 'string' || value.trim() === '') return Number.NaN;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? Math.trunc(parsed) : Number.NaN;
}

/** undefined when the quantity can be added, else the form message. */
export function validateQuantity(value: unknown): typeof PRODUCT_MESSAGES.quantityInvalid | undefined {
  return parseQuantity(value) > 0 ? undefined : PRODUCT_MESSAGES.quantityInvalid;
}
