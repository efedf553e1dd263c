import {
  CART_STORAGE,
  CART_TOKEN_STORAGE,
  webStorageKey,
  type CartItem,
  type CartSyncTimestamps,
  type TotalSegment,
} from '@storefront/core';
import { browserStorage } from '../../lib/browser-storage';
import { CART_SAVED_EVENT } from './cart-count';

/** Which shopper the server cart id belongs to: a customer id, or null for a guest cart. Not a spec key. */
const CART_OWNER_STORAGE = { collection: 'cart', key: 'current-cart-owner' } as const;
/** When the last order succeeded (spec point 4 "Place order success"); VSF1's key name. */
const CART_BYPASS_STORAGE = { collection: 'cart', key: 'last-cart-bypass-ts' } as const;

export interface CartCoupon {
  code: string;
  discount: number;
}

/** Spec point 3 "Cart state" (the methods are the configured defaults, so they are not state here). */
export interface CartSnapshot {
  /** False until the stored cart has been read: the microcart shows no empty state before that. */
  loaded: boolean;
  items: readonly CartItem[];
  /** `cartServerToken`: the server cart id (32 hex for a guest, a number for a customer). */
  token?: string | number;
  owner: number | null;
  /** `platformTotalSegments`; null until the server answered (local totals are shown meanwhile). */
  segments: TotalSegment[] | null;
  coupon: CartCoupon | null;
  /** The server's line totals (their `options` carry the option labels), by server item id. */
  lineTotals: ReadonlyMap<string, { options?: string }>;
  timestamps: CartSyncTimestamps;
  isMicrocartOpen: boolean;
}

const initial: CartSnapshot = {
  loaded: false,
  items: [],
  owner: null,
  segments: null,
  coupon: null,
  lineTotals: new Map(),
  timestamps: {},
  isMicrocartOpen: false,
};

let state = initial;
const listeners = new Set<() => void>();

export const getCartSnapshot = () => state;
export const getServerCartSnapshot = () => initial;

export function subscribeCart(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes the in-memory state only (timestamps, server totals); `saveCart` also writes the stored parts. */
export function setCartState(change: Partial<CartSnapshot>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

const collection = () => browserStorage()?.collection('cart');

/** Writes the lines, the server cart id and its owner, then tells this tab's header (other tabs get `storage`). */
export async function saveCart(change: Pick<Partial<CartSnapshot>, 'items' | 'token' | 'owner'>): Promise<void> {
  setCartState(change);
  const store = collection();
  if (!store) return;
  const writes: Promise<unknown>[] = [];
  if ('items' in change) writes.push(store.setItem(CART_STORAGE.key, [...state.items]));
  if ('token' in change)
    writes.push(
      state.token === undefined
        ? store.removeItem(CART_TOKEN_STORAGE.key)
        : store.setItem(CART_TOKEN_STORAGE.key, state.token),
    );
  if ('owner' in change) writes.push(store.setItem(CART_OWNER_STORAGE.key, state.owner));
  await Promise.all(writes);
  window.dispatchEvent(new Event(CART_SAVED_EVENT));
}

/** Stores the last-cart-bypass timestamp (core `cartBypassAfterPlaceOrder`). */
export async function saveCartBypass(at: number): Promise<void> {
  await collection()?.setItem(CART_BYPASS_STORAGE.key, at);
}

export async function readCartBypass(): Promise<number | undefined> {
  const at = await collection()?.getItem<number>(CART_BYPASS_STORAGE.key);
  return typeof at === 'number' && Number.isFinite(at) ? at : undefined;
}

/** Reads the stored cart (spec point 4 "Cart": restored from browser storage on load). */
export async function readStoredCart(): Promise<Pick<CartSnapshot, 'items' | 'token' | 'owner'>> {
  const store = collection();
  // No browser storage (server render): what this tab holds is all there is.
  if (!store)
    return { items: state.items, ...(state.token !== undefined && { token: state.token }), owner: state.owner };
  const [items, token, owner] = await Promise.all([
    store.getItem<CartItem[]>(CART_STORAGE.key),
    store.getItem<string | number>(CART_TOKEN_STORAGE.key),
    store.getItem<number | null>(CART_OWNER_STORAGE.key),
  ]);
  const valid = typeof token === 'string' ? token !== '' : typeof token === 'number' && Number.isFinite(token);
  return {
    items: Array.isArray(items) ? items.filter(isCartItem) : [],
    ...(valid ? { token: token as string | number } : {}),
    owner: typeof owner === 'number' ? owner : null,
  };
}

function isCartItem(value: unknown): value is CartItem {
  const item = value as CartItem | null;
  return (
    item !== null &&
    typeof item === 'object' &&
    typeof item.sku === 'string' &&
    typeof item.qty === 'number' &&
    Number.isInteger(item.qty) &&
    item.qty > 0
  );
}

const watchedKeys = new Set([webStorageKey(CART_STORAGE), webStorageKey(CART_TOKEN_STORAGE)]);

/** Calls `onChange` when another tab wrote the cart (or cleared the storage). */
export function onOtherTabCartChange(onChange: () => void): () => void {
  const handler = (event: StorageEvent) => {
    if (event.key === null || watchedKeys.has(event.key)) onChange();
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}
