import { interpolate } from '../i18n/interpolate.js';
import type { TranslationParams } from '../i18n/interpolate.js';
import { decodeHtmlEntities } from '../seo/html-text.js';
import type { Notification } from '../ui/notification.js';
import type { ListProduct, ListProductSource } from './list-product.js';
import { hasSku, toListProduct } from './list-product.js';

/** docs/behaviour.md#error-messages, as in the en-US catalogue (messages-errors.ts); also the translation keys. */
export const COMPARE_ADDED_MESSAGE = 'Product {productName} has been added to the compare!' as const;
export const COMPARE_REMOVED_MESSAGE = 'Product {productName} has been removed from compare!' as const;

/** A translator's `t`; without one the English text is used. */
export type ListTranslate = (key: string, params?: TranslationParams) => string;

export interface CompareChange {
  readonly items: readonly ListProduct[];
  /** Only when the list changed; ready for the notification store. */
  readonly notification?: Notification;
}

function notify(key: string, name: unknown, translate: ListTranslate | undefined): Notification {
  // Names come from the catalogue HTML-encoded ('Push It Messenger Bag &amp; Co'); the notification shows text.
  const params = { productName: typeof name === 'string' ? decodeHtmlEntities(name) : '' };
  const message = translate ? translate(key, params) : interpolate(key, params);
  return { type: 'success', message, action1: { label: translate ? translate('OK') : 'OK' } };
}

/** docs/behaviour.md#validation-messages: each sku once, added at the end; adding a listed product changes nothing and says nothing. */
export function addToCompare(
  items: readonly ListProduct[],
  product: ListProductSource,
  options: { readonly keepAttributes?: readonly string[]; readonly translate?: ListTranslate } = {},
): CompareChange {
  if (hasSku(items, product.sku)) return { items };
  return {
    items: [...items, toListProduct(product, options.keepAttributes)],
    notification: notify(COMPARE_ADDED_MESSAGE, product.name, options.translate),
  };
}

export function removeFromCompare(
  items: readonly ListProduct[],
  sku: string,
  options: { readonly translate?: ListTranslate } = {},
): CompareChange {
  const removed = items.find((item) => item.sku === sku);
  if (!removed) return { items };
  return {
    items: items.filter((item) => item.sku !== sku),
    notification: notify(COMPARE_REMOVED_MESSAGE, removed.name, options.translate),
  };
}
