import type { ProductErrors } from './types.js';

/** The `product.errors` keys VSF used; add-to-cart reports every non-empty one. */
export const PRODUCT_ERROR_KEYS = {
  variants: 'variants',
  customOptions: 'custom_options',
  bundleOptions: 'bundle_options',
} as const;

/**
 * Sets or clears one concern's error without touching the others. Clearing matters as much as setting: a product
 * whose options were fixed must not keep an old message, or it can never be added to the cart.
 */
export function setProductError(
  errors: ProductErrors | null | undefined,
  key: string,
  message: string | undefined,
): ProductErrors {
  const next: Record<string, string | null | undefined> = { ...errors };
  if (message) next[key] = message;
  else delete next[key];
  return next;
}

/** The non-empty messages, in key order, each once. */
export function productErrorMessages(errors: ProductErrors | null | undefined): string[] {
  const messages: string[] = [];
  for (const message of Object.values(errors ?? {})) {
    if (typeof message === 'string' && message.trim() !== '' && !messages.includes(message)) messages.push(message);
  }
  return messages;
}
