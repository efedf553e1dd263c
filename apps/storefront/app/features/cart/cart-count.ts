import { useSyncExternalStore } from 'react';
import { minicartCount, type CartConfig } from '@storefront/core';

// Eager and tiny on purpose: the header counts the stored lines itself (`shop/cart/current-cart`, spec key) instead
// of loading the cart store, which loads only when the shopper uses the cart.
const KEY = 'shop/cart/current-cart';
/** Fired in this tab when the cart store saved (the `storage` event only reaches the other tabs). */
export const CART_SAVED_EVENT = 'sf:cart-saved';

function storedCount(countType: CartConfig['minicartCountType']): number {
  try {
    const lines = (JSON.parse(localStorage.getItem(KEY) ?? '{}') as { value?: Array<{ qty: number }> }).value;
    return Array.isArray(lines) ? minicartCount(lines, countType) : 0;
  } catch {
    return 0;
  }
}

function subscribe(listener: () => void): () => void {
  addEventListener('storage', listener);
  addEventListener(CART_SAVED_EVENT, listener);
  return () => {
    removeEventListener('storage', listener);
    removeEventListener(CART_SAVED_EVENT, listener);
  };
}

/** The header's count: 0 on the server and while hydrating, then live in every tab. */
export function useCartCount(countType: CartConfig['minicartCountType']): number {
  return useSyncExternalStore(
    subscribe,
    () => storedCount(countType),
    () => 0,
  );
}
