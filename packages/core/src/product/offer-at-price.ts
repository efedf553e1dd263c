import { isKnownPrice } from './display-price.js';

/** Types whose price comes from their parts: children, bundle selections, grouped members. */
const PRICED_BY_PARTS: readonly string[] = ['configurable', 'bundle', 'grouped'];

/**
 * Whether the product page offers add-to-cart at the price it shows. A product priced by its parts with no price is a
 * product whose parts are missing from the export: nothing can be added. A simple product at 0 may be a real free
 * item, which `useZeroPriceProduct` allows (see docs/behaviour.md#validation-messages).
 */
export function offersAtPrice(typeId: unknown, price: number, allowZeroPrice: boolean): boolean {
  if (isKnownPrice(price)) return true;
  return allowZeroPrice && price === 0 && !PRICED_BY_PARTS.includes(String(typeId));
}
