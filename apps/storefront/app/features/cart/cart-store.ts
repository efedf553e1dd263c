import {
  CART_STORAGE,
  CART_TOKEN_STORAGE,
  cartItemsHash,
  webStorageKey,
  type CartItem,
  type CartSyncTimestamps,
  type TotalSegment,
} from '@storefront/core';
import { browserStorage } from '../../lib/browser-storage';
import { CART_SAVED_EVENT } from './cart-count';

/** Which shopper the server cart id belongs to: a customer id, or null for a guest cart. Not a spec key. */
const CART_OWNER_STORAGE = { collection: 'cart', key: 'current-cart-owner' } as const;
/** When the last order succeeded (see docs/behaviour.md#place-order-success); VSF1's key name. */
/** When the last order succeeded: a login soon after may skip the server cart (core `needsNewServerCartAfterLogin`). */
const CART_BYPASS_STORAGE = { collection: 'cart', key: 'last-cart-bypass-ts' } as const;
/** The server's last totals and the lines they were computed for: an offline reload shows what the shopper had. */
const CART_TOTALS_STORAGE = { collection: 'cart', key: 'current-totals' } as const;

export interface CartCoupon {
  code: string;
  discount: number;
}

/** docs/behaviour.md#entities (the methods are the configured defaults, so they are not state here). */
export interface CartSnapshot {
  /** False until the stored cart has been read: the microcart shows no empty state before that. */
  loaded: boolean;
  items: readonly CartItem[];
  /** `cartServerToken`: the server cart id (32 hex for a guest, a number for a customer). */
  token?: string | number;
  owner: number | null;
  /** `platformTotalSegments`; null until the server answered (local totals are shown meanwhile). */
  segments: TotalSegment[] | null;
  /** The lines (`cartItemsHash`) the server computed `segments` for: lines changed since (offline) show local totals. */
  segmentsHash?: string;
  coupon: CartCoupon | null;
  /** The server's line totals (their `options` carry the option labels), by server item id. */
  lineTotals: ReadonlyMap<string, { options?: string }>;
  timestamps: CartSyncTimestamps;
}

const initial: CartSnapshot = {
  loaded: false,
  items: [],
  owner: null,
  segments: null,
  coupon: null,
  lineTotals: new Map(),
  timestamps: {},
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

/** The server's totals, when they are for the lines the cart holds now; otherwise null (local totals apply). */
export function currentServerSegments(cart: CartSnapshot): TotalSegment[] | null {
  return cart.segments && cart.segmentsHash === cartItemsHash(cart.items) ? cart.segments : null;
}

interface StoredTotals {
  hash: string;
  segments: TotalSegment[];
  coupon: CartCoupon | null;
}

/** Keeps the server's totals with the lines they are for (or forgets them: a new owner, a placed order). */
export async function saveTotals(totals: StoredTotals | undefined): Promise<void> {
  const store = collection();
  if (!store) return;
  if (totals) await store.setItem(CART_TOTALS_STORAGE.key, totals);
  else await store.removeItem(CART_TOTALS_STORAGE.key);
}

export async function readStoredTotals(): Promise<Pick<CartSnapshot, 'segments' | 'segmentsHash' | 'coupon'> | null> {
  const stored = await collection()?.getItem<StoredTotals>(CART_TOTALS_STORAGE.key);
  if (!stored || typeof stored.hash !== 'string' || !Array.isArray(stored.segments)) return null;
  return { segments: stored.segments, segmentsHash: stored.hash, coupon: stored.coupon ?? null };
}

/** Stores the last-cart-bypass time (a placed order). */
export async function saveCartBypass(at: number): Promise<void> {
  await collection()?.setItem(CART_BYPASS_STORAGE.key, at);
}

export async function readCartBypass(): Promise<number | undefined> {
  const at = await collection()?.getItem<number>(CART_BYPASS_STORAGE.key);
  return typeof at === 'number' && Number.isFinite(at) ? at : undefined;
}

/** Reads the stored cart (docs/behaviour.md#cart-in-the-browser: restored from browser storage on load). */
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
