import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultApiConfig } from '../config.js';
import { openSqlDatabase } from '../db/open-sql-database.js';
import { SqlCatalogRepository } from '../db/sql-catalog-repository.js';
import { seedDemoShopIfEmpty } from './seed-if-empty.js';

const dir = mkdtempSync(join(tmpdir(), 'seed-if-empty-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('seeding the demo shop at first start', () => {
  it('runs in a child process, which leaves the catalogue filled, and not again once filled', async () => {
    process.env.DEMO_PRODUCTS = '5';
    try {
      const config = { ...defaultApiConfig(dir), databaseUrl: undefined };
      config.catalog.indices = [config.catalog.defaultIndex];
      const db = await openSqlDatabase(config);
      const catalog = new SqlCatalogRepository(db);
      try {
        const seeded = await seedDemoShopIfEmpty(config, db, catalog);
        expect(seeded?.pid).toBeGreaterThan(0);
        expect(seeded?.pid).not.toBe(process.pid);
        const counts = await catalog.counts();
        const products = counts.find((c) => c.entity === 'product');
        expect(products?.count).toBeGreaterThan(0);
        expect(seeded?.documents).toBe(counts.reduce((sum, c) => sum + c.count, 0));
        expect(await seedDemoShopIfEmpty(config, db, catalog)).toBeUndefined();
      } finally {
        await db.close();
      }
    } finally {
      delete process.env.DEMO_PRODUCTS;
    }
  }, 120_000);
});
