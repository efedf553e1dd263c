import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultApiConfig } from '../config.js';
import { SqlCatalogRepository } from '../db/sql-catalog-repository.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { isCatalogEmpty, seedDemoCatalog } from './seed-demo-catalog.js';

const dir = mkdtempSync(join(tmpdir(), 'storefront-seed-'));
const config = defaultApiConfig(dir);
const opened = await openTestDatabase();
const repo = new SqlCatalogRepository(opened.db);
afterAll(async () => {
  await opened.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('seedDemoCatalog', () => {
  it('fills an empty database: every index, images and promoted-offer banners', async () => {
    expect(await isCatalogEmpty(config, repo)).toBe(true);
    await seedDemoCatalog(config, repo, { products: 40, now: new Date('2026-06-01T00:00:00Z') });
    expect(await isCatalogEmpty(config, repo)).toBe(false);
    for (const index of config.catalog.indices) expect(await repo.count(index, 'cms_page')).toBeGreaterThan(0);
    expect(existsSync(join(config.images.mediaDir, 'placeholder.jpg'))).toBe(true);
    const banners = JSON.parse(readFileSync(join(dir, 'banners', 'promoted_offers.json'), 'utf8'));
    expect(banners.mainBanners.length).toBeGreaterThan(0);
    expect(existsSync(join(dir, 'banners', 'de_promoted_offers.json'))).toBe(true);
  });

  it('replaces a bigger catalogue with a smaller one without leaving stale products', async () => {
    const before = await repo.count(config.catalog.defaultIndex, 'product');
    await seedDemoCatalog(config, repo, { products: 10, indices: [config.catalog.defaultIndex], replace: true });
    const after = await repo.count(config.catalog.defaultIndex, 'product');
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
  });
});

describe('isCatalogEmpty', () => {
  const fresh = async () => {
    const ownDb = await openTestDatabase();
    return { own: config, ownDb, ownRepo: new SqlCatalogRepository(ownDb.db) };
  };

  it('is true for a database without any catalogue document', async () => {
    const { own, ownDb, ownRepo } = await fresh();
    expect(await isCatalogEmpty(own, ownRepo)).toBe(true);
    await ownDb.close();
  });

  it.each([
    ['categories only, in the default index', 'vue_storefront_catalog', 'category'],
    ['CMS pages only', 'vue_storefront_catalog', 'cms_page'],
    ['products only in a store-view index', 'vue_storefront_catalog_de', 'product'],
    ['attributes only', 'vue_storefront_catalog_it', 'attribute'],
  ])('is false for an import of %s, so the demo is never seeded over it', async (_label, index, entity) => {
    const { own, ownDb, ownRepo } = await fresh();
    await ownRepo.write([{ kind: 'upsert', index, entity, document: { id: '1', source: { id: 1 } } }]);
    expect(await isCatalogEmpty(own, ownRepo)).toBe(false);
    await ownDb.close();
  });
});
