import { createTaskQueue } from '@storefront/core';

export interface StockEntry {
  product_id?: number;
  is_in_stock: boolean;
  qty: number;
}

/** Stock known in this tab, by sku; the cart and product pages read it instead of asking again. */
export const stockCache = new Map<string, StockEntry>();
const pending = new Set<string>();
let timer: ReturnType<typeof setTimeout> | undefined;

// Silent tasks: a prefetch that fails must not bother the shopper (docs/behaviour.md#reply-errors, silent tasks).
const queue = createTaskQueue({
  fetch: (url, init) => fetch(url, init as RequestInit),
  getToken: () => undefined,
  getCartId: () => undefined,
  getStoreCode: () => undefined,
  multistore: false,
  tokenInHeader: false,
  notify: () => undefined,
  dispatch: () => undefined,
  emit: () => undefined,
});

async function send(batch: string[]): Promise<void> {
  const task = await queue.execute({
    url: `/api/stock/list?skus=${batch.map(encodeURIComponent).join(',')}`,
    silent: true,
  });
  if (task.resultCode !== 200 || !Array.isArray(task.result)) return;
  task.result.forEach((item: StockEntry, i) => stockCache.set(batch[i]!, item));
}

/**
 * docs/behaviour.md#screens: a visible tile asks for its configurable children's stock that is not cached yet; requests from tiles
 * that appear together are merged and sent in batches of `batchSize` (15) to `/api/stock/list`.
 */
export function prefetchStock(skus: readonly string[], batchSize: number): void {
  for (const sku of skus) if (!stockCache.has(sku)) pending.add(sku);
  if (pending.size === 0 || timer) return;
  timer = setTimeout(() => {
    timer = undefined;
    const all = [...pending];
    pending.clear();
    for (let i = 0; i < all.length; i += batchSize) void send(all.slice(i, i + batchSize)).catch(() => undefined);
  }, 200);
}
