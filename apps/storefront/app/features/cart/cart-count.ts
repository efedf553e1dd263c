import { useSyncExternalStore } from 'react';
import { CART_STORAGE, minicartCount, webStorageKey, type CartConfig } from '@storefront/core';

const KEY = webStorageKey(CART_STORAGE);
/** Fired in this tab when the cart store saved (the `storage` event only reaches the other tabs). */
export const CART_SAVED_EVENT = 'sf:cart-saved';

// The header reads the stored lines directly instead of loading the cart store: the count must be right on every
// page, but the store, its sync and the microcart are loaded only when the shopper uses the cart.
function readStoredLines(): readonly { qty: number }[] {
  try {
    const entry = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as { value?: unknown } | null;
    return Array.isArray(entry?.value) ? (entry.value as { qty: number }[]) : [];
  } catch {
    return [];
  }
}

let cachedRaw: string | null | undefined;
let cachedLines: readonly { qty: number }[] = [];

function snapshot(): readonly { qty: number }[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return cachedLines;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedLines = readStoredLines();
  }
  return cachedLines;
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CART_SAVED_EVENT, listener);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CART_SAVED_EVENT, listener);
  };
}

const none: readonly { qty: number }[] = [];

/** The stored cart lines as the header counts them: none on the server and while hydrating, then live in every tab. */
export function useStoredCartLines(): readonly { qty: number }[] {
  return useSyncExternalStore(subscribe, snapshot, () => none);
}

/** The header's count (spec point 9, `cart.minicartCountType`). */
export function useCartCount(countType: CartConfig['minicartCountType']): number {
  return minicartCount(useStoredCartLines(), countType);
}
