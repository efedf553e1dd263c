import {
  BOOK_SPOT_ON_LISTING,
  isBookableSpot,
  cartProductOption,
  decideAddToCart,
  readStockItem,
  stockStatus,
  type ProductDocument,
  type ProductErrors,
  validateQuantity,
  type AddToCartDecision,
  type ProductOptionChoices,
} from '@storefront/core';
import type { NavigateFunction } from 'react-router';
import type { NotificationStore } from '@storefront/core';
import type { ShopSettings } from '../../lib/shop-settings';
import type { SessionController } from '../account';
import type { AddToCartInput } from './add-to-cart-input';
import { commitAdd, getCartSnapshot, startCart } from './cart-runtime';

// The on-demand chunk's entry is this module: the ones who load it to start the cart find its store and sync here too.
export { startCart, syncCart } from './cart-runtime';
import type { CartClientSettings } from '../../lib/cart-settings';

export interface ProductAddInput {
  product: ProductDocument;
  child: ProductDocument | undefined;
  /** The unit price the page shows (the caller's price, docs/behaviour.md#the-shop-at-a-glance); the server confirms its own. */
  price: number;
  /** The page's quantity field: checked by the form rule ('Quantity must be above 0.'); each add books one unit. */
  qty: string;
  errors: ProductErrors;
  choices: ProductOptionChoices;
  allowZeroPrice: boolean;
  stockSynchronize: boolean;
  onProceedToCheckout: () => void;
}

/** docs/behaviour.md#adding-to-cart for the product page's button: core's decision, its notifications, then the lines are committed. */
export async function addProductToCart(
  input: ProductAddInput,
  settings: CartClientSettings,
): Promise<Pick<AddToCartDecision, 'notifications'>> {
  const quantityError = validateQuantity(input.qty);
  if (quantityError) return { notifications: [{ type: 'error', message: quantityError }] };
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

/** The product page's submit, after the option forms' checks: start the cart, add, show the outcome. */
export async function submitProductAdd(
  page: AddToCartInput & { choices?: ProductOptionChoices },
  deps: {
    controller: SessionController;
    shop: ShopSettings;
    notifications: Pick<NotificationStore, 'add'>;
    navigate: NavigateFunction;
  },
): Promise<void> {
  // A spot is booked for a period, which the listing chooses and prices; its product page has none.
  if (isBookableSpot(page.product)) {
    deps.notifications.add({ type: 'info', message: BOOK_SPOT_ON_LISTING, forNextPage: true });
    void deps.navigate(`${deps.shop.storePrefix}/spot-listing`);
    return;
  }
  try {
    await startCart(deps.controller, deps.shop.cart);
    const decision = await addProductToCart(
      {
        product: page.product,
        child: page.child,
        price: page.price,
        qty: page.qty,
        errors: page.errors,
        choices: page.choices ?? {},
        allowZeroPrice: page.settings.allowZeroPrice,
        stockSynchronize: page.settings.stockSynchronize,
        onProceedToCheckout: () => void deps.navigate('/checkout'),
      },
      deps.shop.cart,
    );
    for (const notification of decision.notifications) deps.notifications.add(notification);
  } catch (error) {
    console.warn('[cart] add failed', error);
    deps.notifications.add({ type: 'error', message: 'Something went wrong. Try again in a few seconds.' });
  }
}
