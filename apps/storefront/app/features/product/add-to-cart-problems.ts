import {
  addToCartCheck,
  readStockItem,
  stockStatus,
  validateQuantity,
  type AddToCartProblem,
  type ProductDocument,
  type ProductErrors,
} from '@storefront/core';
import type { ProductPageSettings } from './product-page-settings';

export interface AddToCartInput {
  product: ProductDocument;
  /** The chosen child of a configurable; undefined when none could be chosen. */
  child: ProductDocument | undefined;
  /** The gross unit price shown. */
  price: number;
  qty: string;
  /** Product errors by concern, from the option forms' checks. */
  errors: ProductErrors;
  settings: Pick<ProductPageSettings, 'allowZeroPrice' | 'allowOutOfStockInCart' | 'stockSynchronize'>;
}

export interface AddToCartOutcome {
  canAdd: boolean;
  problems: AddToCartProblem[];
}

/**
 * Spec point 5 "Adding to cart" for the page's button: the quantity form rule, then the product-level check (price,
 * option errors, a configurable without a variant), then the stock status of what would be added. The volatile
 * warning says the product "has been added", which is not true while there is no cart, so it is not passed on.
 */
export function addToCartProblems(input: AddToCartInput): AddToCartOutcome {
  const quantity = validateQuantity(input.qty);
  const target = input.child ?? input.product;
  const check = addToCartCheck(input.product, {
    price: input.price,
    errors: input.errors,
    stockStatus: stockStatus(readStockItem(target), { synchronize: input.settings.stockSynchronize }),
    allowZeroPrice: input.settings.allowZeroPrice,
    allowOutOfStock: input.settings.allowOutOfStockInCart,
    selectedVariant: input.child,
  });
  const problems = [
    ...(quantity ? [{ type: 'error' as const, message: quantity }] : []),
    ...check.problems.filter((problem) => problem.type === 'error'),
  ];
  return { canAdd: problems.length === 0, problems };
}
