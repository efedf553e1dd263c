import {
  cartProductOption,
  decideAddToCart,
  readStockItem,
  stockStatus,
  type ProductDocument,
  type ProductErrors,
  type ProductOptionChoices,
} from '@storefront/core';
import { commitAdd, getCartSnapshot } from './cart-runtime';
import type { CartClientSettings } from './cart-settings';

export interface ProductAddInput {
  product: ProductDocument;
  child: ProductDocument | undefined;
  /** The unit price the page shows (the caller's price, spec point 1); the server confirms its own. */
  price: number;
  errors: ProductErrors;
  choices: ProductOptionChoices;
  allowZeroPrice: boolean;
  stockSynchronize: boolean;
  onProceedToCheckout: () => void;
}

/** Spec point 5 for the product page's button: core's decision, its notifications, then the lines are committed. */
export async function addProductToCart(input: ProductAddInput, settings: CartClientSettings) {
  const { product, child } = input;
  const product_option = cartProductOption(product, { ...input.choices, child: child ?? null });
  const decision = decideAddToCart(
    getCartSnapshot().items,
    {
      product,
      booking: { price: input.price, ...(product_option && { product_option }) },
      errors: input.errors,
      selectedVariant: product.type_id === 'configurable' ? (child ?? null) : undefined,
      // A configurable's stock is its chosen child's.
      stockStatusOf: (candidate) =>
        stockStatus(readStockItem(candidate === product && child ? child : candidate), {
          synchronize: input.stockSynchronize,
        }),
      priceOf: (member) => (typeof member.final_price === 'number' ? member.final_price : member.price) as number,
    },
    {
      bookingTaxRatePercent: settings.config.bookingTaxRatePercent,
      allowZeroPrice: input.allowZeroPrice,
      allowOutOfStockInCart: settings.allowOutOfStockInCart,
      externalCheckout: false,
      onProceedToCheckout: input.onProceedToCheckout,
    },
  );
  if (decision.added.length > 0) await commitAdd(decision.items, decision.added);
  return decision;
}
