import {
  CHECKOUT_LISTING_STORAGE,
  CHECKOUT_ORDER_ID_STORAGE,
  CHECKOUT_PAYMENT_STORAGE,
  CHECKOUT_PERSONAL_STORAGE,
  CHECKOUT_SHIPPING_STORAGE,
  LAST_ORDER_STORAGE,
  type CheckoutDetails,
  type CheckoutSection,
  type OrderConfirmation,
  type PersonalDetails,
  type StorageLocation,
} from '@storefront/core';
import { browserStorage } from '../../lib/browser-storage';

/** Which section is open and which are done, so a reload opens the checkout where the shopper was. */
export const CHECKOUT_PROGRESS_STORAGE = { collection: 'checkout', key: 'progress' } as const;

export interface CheckoutProgress {
  open: CheckoutSection;
  done: CheckoutSection[];
}

const PLACES: Record<keyof CheckoutDetails, StorageLocation> = {
  personalDetails: CHECKOUT_PERSONAL_STORAGE,
  listingDetails: CHECKOUT_LISTING_STORAGE,
  shippingDetails: CHECKOUT_SHIPPING_STORAGE,
  paymentDetails: CHECKOUT_PAYMENT_STORAGE,
};

const read = <T>(place: StorageLocation) =>
  browserStorage()?.collection(place.collection).getItem<T>(place.key) ?? Promise.resolve(undefined);
const write = (place: StorageLocation, value: unknown) =>
  browserStorage()?.collection(place.collection).setItem(place.key, value) ?? Promise.resolve();
const remove = (place: StorageLocation) =>
  browserStorage()?.collection(place.collection).removeItem(place.key) ?? Promise.resolve();

export interface StoredCheckout {
  details: Partial<{ [D in keyof CheckoutDetails]: Partial<CheckoutDetails[D]> }>;
  progress?: CheckoutProgress;
  orderId?: string;
}

/** What an earlier visit stored (spec keys, docs/behaviour.md#order-placement); a storage that fails reads as nothing stored. */
export async function readStoredCheckout(): Promise<StoredCheckout> {
  try {
    const entries = await Promise.all(
      (Object.keys(PLACES) as Array<keyof CheckoutDetails>).map(
        async (details) => [details, await read<Record<string, unknown>>(PLACES[details])] as const,
      ),
    );
    const [progress, orderId] = await Promise.all([
      read<CheckoutProgress>(CHECKOUT_PROGRESS_STORAGE),
      read<string>(CHECKOUT_ORDER_ID_STORAGE),
    ]);
    return {
      details: Object.fromEntries(entries.filter(([, value]) => value && typeof value === 'object')),
      ...(progress && { progress }),
      ...(typeof orderId === 'string' && { orderId }),
    };
  } catch {
    return { details: {} };
  }
}

/** Stores the details; the password is never written (only the create-account choice is). */
export async function storeCheckout(details: CheckoutDetails, progress: CheckoutProgress): Promise<void> {
  await Promise.all([
    ...(Object.keys(PLACES) as Array<keyof CheckoutDetails>).map((name) =>
      write(PLACES[name], name === 'personalDetails' ? { ...details.personalDetails, password: '' } : details[name]),
    ),
    write(CHECKOUT_PROGRESS_STORAGE, progress),
  ]).catch(() => undefined);
}

export const storeOrderId = (orderId: string) => write(CHECKOUT_ORDER_ID_STORAGE, orderId).catch(() => undefined);

/**
 * docs/behaviour.md#place-order-success on the checkout's side: the confirmation kept as the last order, the order id
 * and the progress dropped (the next checkout is a new order), personal details kept as core's place-order-success rule leaves them.
 */
export async function storePlacedOrder(
  personalDetails: PersonalDetails,
  confirmation: OrderConfirmation | undefined,
): Promise<void> {
  await Promise.all([
    // A queued order has no confirmation yet; the last one stays until the shop confirms this one.
    confirmation ? write(LAST_ORDER_STORAGE, confirmation) : undefined,
    write(CHECKOUT_PERSONAL_STORAGE, personalDetails),
    remove(CHECKOUT_ORDER_ID_STORAGE),
    remove(CHECKOUT_PROGRESS_STORAGE),
  ]).catch(() => undefined);
}
