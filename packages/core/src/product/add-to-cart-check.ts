import type { ProductDocument } from '../catalog/types.js';
import { productErrorMessages } from './product-errors.js';
import { PRODUCT_MESSAGES } from './product-messages.js';
import type { StockStatus } from './stock-status.js';
import type { ProductErrors } from './types.js';

export interface AddToCartProblem {
  type: 'error' | 'warning';
  message: string;
}

export interface AddToCartCheckInput {
  /** The gross unit price being added (VSF checked `price_incl_tax`); null/undefined when unknown. */
  price: number | null | undefined;
  errors?: ProductErrors | null;
  stockStatus: StockStatus;
  /** VSF `useZeroPriceProduct`. */
  allowZeroPrice: boolean;
  /** VSF `stock.allowOutOfStockInCart`. */
  allowOutOfStock: boolean;
  /** For a configurable: the chosen child; missing means no variant could be chosen. */
  selectedVariant?: ProductDocument | null;
}

export interface AddToCartCheck {
  canAdd: boolean;
  /** In the order they are shown. */
  problems: AddToCartProblem[];
}

/**
 * docs/behaviour.md#adding-to-cart, in VSF's order: the price, then every product error (each once), then a configurable
 * without a chosen child. Any of these stops the add before stock is looked at. Then stock: 'out_of_stock' is
 * refused; 'volatile' is added, with the pre-reservation warning unless out-of-stock items are allowed in the cart
 * anyway (then the warning says nothing the shop cares about; VSF showed it only in that case too).
 */
export function addToCartCheck(product: ProductDocument, input: AddToCartCheckInput): AddToCartCheck {
  const errors: string[] = [];
  const price = input.price;
  const known = typeof price === 'number' && Number.isFinite(price);
  if (!known || price < 0 || (price === 0 && !input.allowZeroPrice)) errors.push(PRODUCT_MESSAGES.priceUnknown);
  errors.push(...productErrorMessages(input.errors));
  const missingVariant = product.type_id === 'configurable' && !input.selectedVariant;
  if (missingVariant && !errors.includes(PRODUCT_MESSAGES.noAvailableVariants)) {
    errors.push(PRODUCT_MESSAGES.noAvailableVariants);
  }
  if (errors.length > 0) return { canAdd: false, problems: errors.map((message) => ({ type: 'error', message })) };

  if (input.stockStatus === 'out_of_stock') {
    return { canAdd: false, problems: [{ type: 'error', message: PRODUCT_MESSAGES.cannotAddOutOfStock }] };
  }
  if (input.stockStatus === 'volatile' && !input.allowOutOfStock) {
    return { canAdd: true, problems: [{ type: 'warning', message: PRODUCT_MESSAGES.volatileStock }] };
  }
  return { canAdd: true, problems: [] };
}
