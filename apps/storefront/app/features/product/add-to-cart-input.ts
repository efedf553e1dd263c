import type { ProductDocument, ProductErrors } from '@storefront/core';
import type { ProductPageSettings } from './product-page-settings';

/** What the product page hands to the cart's add: the product as configured and the checks' errors. */
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
