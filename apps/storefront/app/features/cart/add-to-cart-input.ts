import type { ProductDocument, ProductErrors } from '@storefront/core';

/** What a product page hands to the cart's add: the product as configured, the checks' errors and the rules it follows. */
export interface AddToCartInput {
  product: ProductDocument;
  /** The chosen child of a configurable; undefined when none could be chosen. */
  child: ProductDocument | undefined;
  /** The gross unit price shown. */
  price: number;
  qty: string;
  /** Product errors by concern, from the option forms' checks. */
  errors: ProductErrors;
  settings: { allowZeroPrice: boolean; allowOutOfStockInCart: boolean; stockSynchronize: boolean };
}
