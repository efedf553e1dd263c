import {
  mergeWishlist,
  skusMissingLocally,
  toListProduct,
  type ProductDocument,
  type TaskQueue,
  type WishlistItem,
} from '@storefront/core';
import type { WishlistChange } from './wishlist-mirror';

/** An item as `/api/ext/wishlist` answers it. */
export interface ServerWishlistItem {
  sku: string;
  qty: number;
}

/** The API keeps at most this many items per customer. */
export const SERVER_WISHLIST_LIMIT = 500;

export interface WishlistSyncDeps {
  queue: TaskQueue;
  /** `/api/ext/wishlist?token={{token}}`: the queue puts the customer's token in. */
  endpoint: string;
  /** Products by sku from the catalogue, for items the server holds and this browser has never seen. */
  findProducts(skus: readonly string[]): Promise<ProductDocument[]>;
  readLocal(): Promise<readonly WishlistItem[]>;
  updateLocal(transition: (items: readonly WishlistItem[]) => readonly WishlistItem[]): Promise<unknown>;
  /** False once the customer has logged out (or another customer logged in): late answers must not touch the list. */
  isCurrent(): boolean;
}

const payload = (method: string, body?: unknown) => ({
  method,
  headers: { 'content-type': 'application/json' },
  ...(body !== undefined && { body: JSON.stringify(body) }),
});

function itemsOf(result: unknown): ServerWishlistItem[] | undefined {
  const items = (result as { items?: unknown } | null)?.items;
  return Array.isArray(items) ? (items as ServerWishlistItem[]) : undefined;
}

/**
 * Brings the browser's list and the server's together (`mode`):
 * - `merge` right after login: the browser's items go up (union on the server), and the server's others come down;
 * - `adopt` on a page load of a customer whose list this browser already mirrors: the server is the truth, so an item
 *   removed on another device goes here too (a merge would put it back).
 * Either way the browser's items keep their order first; the server's others follow, loaded from the catalogue.
 * Answers false when the server could not be reached or refused (the local list is then left as it is).
 */
export async function syncWishlist(deps: WishlistSyncDeps, mode: 'merge' | 'adopt'): Promise<boolean> {
  const local = await deps.readLocal();
  const body =
    mode === 'merge' ? { items: local.slice(0, SERVER_WISHLIST_LIMIT).map(({ sku }) => ({ sku })) } : undefined;
  const task = await deps.queue.execute({
    url: deps.endpoint,
    payload: payload(body ? 'POST' : 'GET', body),
    silent: true,
  });
  const server = task.resultCode === 200 ? itemsOf(task.result) : undefined;
  if (!server || !deps.isCurrent()) return false;

  const missing = skusMissingLocally(local, server);
  const products = missing.length > 0 ? await deps.findProducts(missing) : [];
  if (!deps.isCurrent()) return false;
  const bySku = new Map(products.map((product) => [product.sku, product]));
  const onServer = new Set(server.map((item) => item.sku));
  const fromServer = server.flatMap((item) => {
    const product = bySku.get(item.sku);
    // A product gone from the catalogue stays on the server but cannot be shown here.
    return product ? [{ ...toListProduct(product), qty: item.qty } as WishlistItem] : [];
  });
  await deps.updateLocal((current) => {
    const kept = mode === 'adopt' ? current.filter((item) => onServer.has(item.sku)) : current;
    // The same array when nothing was dropped, so an unchanged list is not saved again.
    return mergeWishlist(kept.length === current.length ? current : kept, fromServer);
  });
  return true;
}

/**
 * docs/behaviour.md#sync-task-queue, every call is a task: each add and remove the logged-in shopper makes is queued and sent in order,
 * with the token of the moment it is sent; a task that gets no answer (offline) is kept and sent later.
 */
export async function sendWishlistChange(deps: Pick<WishlistSyncDeps, 'queue' | 'endpoint'>, change: WishlistChange) {
  const body = change.kind === 'add' ? { items: [{ sku: change.sku }] } : { sku: change.sku };
  await deps.queue.queue({
    url: deps.endpoint,
    payload: payload(change.kind === 'add' ? 'POST' : 'DELETE', body),
    silent: true,
  });
  await deps.queue.flush();
}
