import { describe, expect, it, vi } from 'vitest';
import type { ProductDocument, SyncTask, SyncTaskInput, TaskQueue, WishlistItem } from '@storefront/core';
import { sendWishlistChange, syncWishlist, type WishlistSyncDeps } from './wishlist-sync';

const ENDPOINT = '/api/ext/wishlist?token={{token}}';
const item = (sku: string): WishlistItem => ({ sku, name: `Local ${sku}`, qty: 1 });
const product = (sku: string): ProductDocument => ({
  id: 1,
  sku,
  name: `Catalogue ${sku}`,
  type_id: 'simple',
  price: 9,
});

function setup(local: WishlistItem[], reply: { code: number; skus?: string[] }, current = () => true) {
  let list: readonly WishlistItem[] = local;
  const sent: SyncTaskInput[] = [];
  const queue = {
    execute: (input: SyncTaskInput) => {
      sent.push(input);
      const result = reply.skus
        ? { items: reply.skus.map((sku) => ({ sku, qty: 2, added_at: 'x' })) }
        : 'not authorized';
      return Promise.resolve({ ...input, resultCode: reply.code, result } as unknown as SyncTask);
    },
  } as unknown as TaskQueue;
  const findProducts = vi.fn((skus: readonly string[]) =>
    Promise.resolve(skus.filter((s) => s !== 'GONE').map(product)),
  );
  const deps: WishlistSyncDeps = {
    queue,
    endpoint: ENDPOINT,
    findProducts,
    readLocal: () => Promise.resolve(list),
    updateLocal: (transition) => Promise.resolve((list = transition(list))),
    isCurrent: current,
  };
  return { deps, sent, findProducts, list: () => list };
}

describe('syncWishlist', () => {
  it('after login, sends the local skus and adds the server-only items after the local ones', async () => {
    const { deps, sent, findProducts, list } = setup([item('A'), item('B')], {
      code: 200,
      skus: ['X', 'A', 'B', 'GONE', 'Y'],
    });
    expect(await syncWishlist(deps, 'merge')).toBe(true);
    expect(sent[0]).toMatchObject({ url: ENDPOINT, payload: { method: 'POST' } });
    expect(JSON.parse(sent[0]!.payload!.body!)).toEqual({ items: [{ sku: 'A' }, { sku: 'B' }] });
    expect(findProducts).toHaveBeenCalledWith(['X', 'GONE', 'Y']);
    expect(list().map((i) => i.sku)).toEqual(['A', 'B', 'X', 'Y']);
    expect(list()[0]!.name).toBe('Local A');
    expect(list()[2]).toMatchObject({ sku: 'X', name: 'Catalogue X', qty: 2 });
  });

  it('merging twice changes nothing the second time and loads no products', async () => {
    const { deps, findProducts, list } = setup([item('A')], { code: 200, skus: ['A', 'B'] });
    await syncWishlist(deps, 'merge');
    const once = list();
    findProducts.mockClear();
    await syncWishlist(deps, 'merge');
    expect(list()).toBe(once);
    expect(findProducts).not.toHaveBeenCalled();
  });

  it('on a page load of a mirrored list, takes the server list as the truth (removals on other devices)', async () => {
    const { deps, sent, list } = setup([item('A'), item('B'), item('C')], { code: 200, skus: ['C', 'A', 'D'] });
    await syncWishlist(deps, 'adopt');
    expect(sent[0]!.payload).toMatchObject({ method: 'GET' });
    expect(sent[0]!.payload!.body).toBeUndefined();
    expect(list().map((i) => i.sku)).toEqual(['A', 'C', 'D']);
  });

  it('leaves the list alone when the server refuses, or when the shopper logged out meanwhile', async () => {
    const refused = setup([item('A')], { code: 401 });
    expect(await syncWishlist(refused.deps, 'merge')).toBe(false);
    expect(refused.list().map((i) => i.sku)).toEqual(['A']);
    const loggedOut = setup([], { code: 200, skus: ['X'] }, () => false);
    expect(await syncWishlist(loggedOut.deps, 'merge')).toBe(false);
    expect(loggedOut.list()).toEqual([]);
  });
});

describe('sendWishlistChange', () => {
  it('queues an add as a merge of one sku and a removal as a DELETE, then flushes', async () => {
    const queued: SyncTaskInput[] = [];
    const flush = vi.fn(() => Promise.resolve({ transmitted: [], remaining: 0 }));
    const queue = {
      queue: (input: SyncTaskInput) => Promise.resolve(void queued.push(input)),
      flush,
    } as unknown as TaskQueue;
    await sendWishlistChange({ queue, endpoint: ENDPOINT }, { kind: 'add', sku: 'A' });
    await sendWishlistChange({ queue, endpoint: ENDPOINT }, { kind: 'remove', sku: 'B' });
    expect(queued.map((t) => [t.payload?.method, JSON.parse(t.payload!.body!)])).toEqual([
      ['POST', { items: [{ sku: 'A' }] }],
      ['DELETE', { sku: 'B' }],
    ]);
    expect(flush).toHaveBeenCalledTimes(2);
  });
});
