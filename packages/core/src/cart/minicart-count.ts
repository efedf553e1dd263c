import type { CartConfig } from '../config/commerce-config-types.js';
import type { CartItem } from './cart-item.js';

/** The header's count (see docs/behaviour.md#constants-and-limits): the number of lines ('items') or the sum of their quantities ('quantities'). */
export function minicartCount(
  items: readonly Pick<CartItem, 'qty'>[],
  countType: CartConfig['minicartCountType'],
): number {
  if (countType === 'items') return items.length;
  return items.reduce((sum, item) => sum + (Number.isFinite(item.qty) ? item.qty : 0), 0);
}
