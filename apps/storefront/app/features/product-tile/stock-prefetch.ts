import { readEnvelope } from '@storefront/core';

export interface StockEntry {
  product_id?: number;
  is_in_stock: boolean;
  qty: number;
}

/** Stock known in this tab, by sku; the cart and product pages read it instead of asking again. */
export const stockCache = new Map<string, StockEntry>();
const pending = new Set<string>();
let timer: ReturnType<typeof setTimeout> | undefined;

// A silent request (docs/behaviour.md#reply-errors, silent tasks): a prefetch that fails must not bother the shopper.
// It carries no token, cart or store and is never queued, so it is the task queue's plain GET and envelope reading
// without the queue, which would be the only reason a listing downloads the queue's code.
async function send(batch: string[]): Promise<void> {
  const reply = await readEnvelope(await fetch(`/api/stock/list?skus=${batch.map(encodeURIComponent).join(',')}`));
  if (reply.code !== 200 || !Array.isArray(reply.result)) return;
  reply.result.forEach((item: StockEntry, i) => stockCache.set(batch[i]!, item));
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
