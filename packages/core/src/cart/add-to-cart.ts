import type { ProductDocument } from '../catalog/types.js';
import type { MessageKey } from '../i18n/message-key.js';
import { addToCartCheck } from '../product/add-to-cart-check.js';
import type { StockStatus } from '../product/stock-status.js';
import type { ProductErrors } from '../product/types.js';
import type { Notification } from '../ui/notification.js';
import type { CartItem } from './cart-item.js';
import type { BookingRequest } from './cart-line.js';
import { addCartLine, cartLineFromProduct, productsToAdd } from './cart-line.js';

export const ADD_TO_CART_MESSAGES = {
  added: 'Product has been added to the cart!',
  proceedToCheckout: 'Proceed to checkout',
  ok: 'OK',
} as const satisfies Record<string, MessageKey>;

export interface AddToCartRequest {
  product: ProductDocument;
  booking: BookingRequest;
  /**
   * The product's errors (options not chosen, invalid custom options…), else the document's own `errors`; any
   * non-empty one stops the add.
   */
  errors?: ProductErrors | null;
  /** For a configurable: the chosen child; missing means no variant could be chosen. */
  selectedVariant?: ProductDocument | null;
  /** A grouped product's children when its links carry no `product`. */
  associatedProducts?: readonly ProductDocument[];
  /** The stock status of each product added (a grouped product's children are asked one by one). */
  stockStatusOf: (product: ProductDocument) => StockStatus;
  /** A grouped child's caller-set price; the request's `booking.price` is for the product itself. */
  priceOf?: (child: ProductDocument) => number | null | undefined;
}

export interface AddToCartSettings {
  bookingTaxRatePercent: number;
  /** `useZeroPriceProduct`. */
  allowZeroPrice: boolean;
  /** `stock.allowOutOfStockInCart`. */
  allowOutOfStockInCart: boolean;
  /** With an external checkout the success notice has no 'Proceed to checkout' action (see docs/behaviour.md#error-messages). */
  externalCheckout: boolean;
  /** What 'Proceed to checkout' does (navigation belongs to the caller). */
  onProceedToCheckout?: () => void;
}

export interface AddToCartDecision {
  items: CartItem[];
  /** The lines this add created or raised, as added (qty 1 each), for the stock check and the server sync. */
  added: CartItem[];
  /** In the order they are shown: errors and warnings, then the success notice. */
  notifications: Notification[];
}

/**
 * The whole add of docs/behaviour.md#adding-to-cart as one decision, without side effects: each product (a grouped product's children,
 * or the product itself) gets a booking line with the caller's price, is checked by `addToCartCheck` (price, then
 * errors, then stock), and is merged into the items by booking. Every problem becomes a notification with an OK
 * action; when anything was added, 'Product has been added to the cart!' follows, with 'Proceed to checkout' unless
 * the checkout is external. A grouped product's own errors stop the whole add, as they concern the group.
 */
export function decideAddToCart(
  items: readonly CartItem[],
  request: AddToCartRequest,
  settings: AddToCartSettings,
): AddToCartDecision {
  const grouped = request.product.type_id === 'grouped';
  const notifications: Notification[] = [];
  let next: CartItem[] = [...items];
  const added: CartItem[] = [];

  const parentErrors = request.errors ?? asErrors(request.product.errors);
  const parentCheck = grouped ? productErrorsCheck(request.product, parentErrors, settings) : [];
  notifications.push(...parentCheck);
  const members = parentCheck.length > 0 ? [] : productsToAdd(request.product, request.associatedProducts);

  for (const product of members) {
    const price = grouped ? request.priceOf?.(product) : request.booking.price;
    const booked = grouped ? product : configured(product, request.selectedVariant);
    const line = cartLineFromProduct(booked, { ...request.booking, price }, settings.bookingTaxRatePercent);
    const check = addToCartCheck(product, {
      price,
      errors: grouped ? asErrors(product.errors) : (request.errors ?? asErrors(product.errors)),
      stockStatus: request.stockStatusOf(product),
      allowZeroPrice: settings.allowZeroPrice,
      allowOutOfStock: settings.allowOutOfStockInCart,
      selectedVariant: grouped ? undefined : request.selectedVariant,
    });
    for (const problem of check.problems) notifications.push(withOk(problem.type, problem.message));
    if (!check.canAdd) continue;
    next = addCartLine(next, line);
    added.push(line);
  }

  if (added.length > 0) notifications.push(addedNotification(settings));
  return { items: next, added, notifications };
}

/** Only the product errors of a grouped parent: it has no price or stock of its own. */
function productErrorsCheck(
  product: ProductDocument,
  errors: ProductErrors | null | undefined,
  settings: AddToCartSettings,
): Notification[] {
  const check = addToCartCheck(product, {
    price: 1,
    errors,
    stockStatus: 'ok',
    allowZeroPrice: settings.allowZeroPrice,
    allowOutOfStock: settings.allowOutOfStockInCart,
  });
  return check.problems.map((problem) => withOk(problem.type, problem.message));
}

/**
 * A configurable given as the parent plus its chosen child is booked under the child's sku with the parent as
 * `parentSku` (VSF's configured product: the parent's name, the child's sku); one already configured is kept.
 */
function configured(product: ProductDocument, variant: ProductDocument | null | undefined): ProductDocument {
  if (product.type_id !== 'configurable' || !variant || variant.sku === product.sku) return product;
  return { ...product, sku: variant.sku, parentSku: product.sku, image: variant.image ?? product.image };
}

function asErrors(value: unknown): ProductErrors | undefined {
  return value !== null && typeof value === 'object' ? (value as ProductErrors) : undefined;
}

function withOk(type: Notification['type'], message: string): Notification {
  return { type, message, action1: { label: ADD_TO_CART_MESSAGES.ok } };
}

/** VSF's `productAddedToCart`: OK, plus 'Proceed to checkout' unless `externalCheckout` is set. */
export function addedNotification(settings: Pick<AddToCartSettings, 'externalCheckout' | 'onProceedToCheckout'>) {
  const notification: Notification = withOk('success', ADD_TO_CART_MESSAGES.added);
  if (!settings.externalCheckout) {
    notification.action2 = settings.onProceedToCheckout
      ? { label: ADD_TO_CART_MESSAGES.proceedToCheckout, action: settings.onProceedToCheckout }
      : { label: ADD_TO_CART_MESSAGES.proceedToCheckout };
  }
  return notification;
}
