import type { CatalogChange } from '@storefront/api';
import { describe, expect, it, vi } from 'vitest';
import { ProductChangeFollower, type ProductChangeSource } from './product-change-follower.js';
import { logger } from '../../app/lib/logger.server.js';

/** A catalogue whose product version and change log the test sets, counting the log reads. */
function fakeCatalog() {
  const log = new Map<number, CatalogChange>();
  const state = { version: 1, reads: 0 };
  const source: ProductChangeSource = {
    getVersion: async () => state.version,
    changesBetween: async (_index, _entity, after, upTo) => {
      state.reads++;
      const rows: CatalogChange[] = [];
      for (let version = after + 1; version <= upTo; version++) {
        const row = log.get(version);
        if (!row) return undefined;
        rows.push(row);
      }
      return rows;
    },
  };
  const change = (ids: string[] | undefined, categoryIds: string[] = []) => {
    state.version++;
    log.set(state.version, { version: state.version, ...(ids && { ids }), categoryIds });
  };
  return { source, state, change, log };
}

function fakeStore() {
  return {
    invalidateTags: vi.fn(async (_tags: readonly string[]) => undefined),
    invalidateAll: vi.fn(async () => undefined),
  };
}

describe('ProductChangeFollower', () => {
  it('starts from the version it first sees, then drops the tags of each move once, however many requests saw it', async () => {
    const catalog = fakeCatalog();
    const store = fakeStore();
    const follower = new ProductChangeFollower(catalog.source, ['i'], store);
    expect(await follower.current()).toEqual({ i: 1 });
    expect(store.invalidateTags).not.toHaveBeenCalled();
    catalog.change(['7'], ['20']);
    catalog.change(['8'], []);
    await Promise.all([follower.current(), follower.current(), follower.current()]);
    expect(store.invalidateTags.mock.calls).toEqual([[['P7', 'C20', 'P8', 'home']]]);
    expect(follower.latest).toEqual({ i: 3 });
  });

  it('with a shared store, drops only the versions no other process claimed first', async () => {
    const catalog = fakeCatalog();
    const claimedElsewhere = new Set(['i:2']);
    const store = { ...fakeStore(), claim: vi.fn(async (name: string) => !claimedElsewhere.has(name)) };
    const follower = new ProductChangeFollower(catalog.source, ['i'], store);
    await follower.current();
    catalog.change(['7'], ['20']);
    catalog.change(['8'], ['30']);
    await follower.current();
    expect(store.claim.mock.calls).toEqual([['i:2'], ['i:3']]);
    expect(store.invalidateTags.mock.calls).toEqual([[['P8', 'C30', 'home']]]);
    claimedElsewhere.add('i:4');
    catalog.change(['9']);
    await follower.current();
    expect(store.invalidateTags).toHaveBeenCalledOnce();
  });

  it('drops everything for an unbounded change or a gap in the log', async () => {
    const catalog = fakeCatalog();
    const store = fakeStore();
    const follower = new ProductChangeFollower(catalog.source, ['i'], store);
    await follower.current();
    catalog.change(undefined);
    await follower.current();
    catalog.change(['1']);
    catalog.log.delete(catalog.state.version);
    await follower.current();
    expect(store.invalidateAll).toHaveBeenCalledTimes(2);
    expect(store.invalidateTags).not.toHaveBeenCalled();
  });

  it('ignores a read that lags behind a version already followed (a replica catching up)', async () => {
    const catalog = fakeCatalog();
    const store = fakeStore();
    const follower = new ProductChangeFollower(catalog.source, ['i'], store);
    await follower.current();
    catalog.change(['1']);
    await follower.current();
    catalog.state.version = 1;
    expect(await follower.current()).toEqual({ i: 1 });
    expect(follower.latest).toEqual({ i: 2 });
    expect(store.invalidateTags).toHaveBeenCalledTimes(1);
  });

  it('still moves on when the store cannot drop the pages: entries are checked against the log when read', async () => {
    const catalog = fakeCatalog();
    const store = fakeStore();
    store.invalidateTags.mockRejectedValueOnce(new Error('Redis is down'));
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const follower = new ProductChangeFollower(catalog.source, ['i'], store);
    await follower.current();
    catalog.change(['5'], ['20']);
    expect(await follower.current()).toEqual({ i: 2 });
    expect(errors).toHaveBeenCalledOnce();
    errors.mockRestore();
    expect(await follower.touches({ i: 1 }, { i: 2 }, ['P5'])).toBe(true);
    expect(await follower.touches({ i: 1 }, { i: 2 }, ['P6', 'C21'])).toBe(false);
  });

  it('tells whether the changes between two versions concern a page, reading the log only once', async () => {
    const catalog = fakeCatalog();
    const follower = new ProductChangeFollower(catalog.source, ['i'], fakeStore());
    await follower.current();
    catalog.change(['5'], ['20']);
    await follower.current();
    const reads = catalog.state.reads;
    expect(await follower.touches({ i: 1 }, { i: 2 }, ['home'])).toBe(true);
    expect(await follower.touches({ i: 1 }, { i: 2 }, ['C20'])).toBe(true);
    expect(await follower.touches({ i: 1 }, { i: 2 }, ['P6'])).toBe(false);
    // Untracked pages (no tags) and entries of a newer version, or of an unknown one.
    expect(await follower.touches({ i: 1 }, { i: 2 }, undefined)).toBe(true);
    expect(await follower.touches({ i: 2 }, { i: 2 }, undefined)).toBe(false);
    expect(await follower.touches({ i: 3 }, { i: 2 }, ['P5'])).toBe(false);
    expect(await follower.touches({}, { i: 2 }, ['P6'])).toBe(true);
    expect(catalog.state.reads).toBe(reads);
    // Before this process's start: read from the log then.
    catalog.log.set(1, { version: 1, ids: ['9'], categoryIds: [] });
    expect(await follower.touches({ i: 0 }, { i: 2 }, ['P9'])).toBe(true);
    expect(catalog.state.reads).toBe(reads + 1);
  });
});
