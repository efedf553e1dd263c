import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultApiConfig } from '../config.js';
import { sql } from '../db/sql.js';
import { SqlCatalogRepository } from '../db/sql-catalog-repository.js';
import { startApiProcess, type ApiProcess } from '../spots/test-support/api-process.js';
import type { OpenedTestDatabase } from '../test-support/sql-test-databases.js';
import { getJson } from '../test-support/start-test-api.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { writeProducts } from '../test-support/write-products.js';
import { addAdmin, adminCall, adminLogin, auditRows } from './test-support/back-office.js';

const dir = mkdtempSync(join(tmpdir(), 'admin-catalog-'));
const index = defaultApiConfig(dir).catalog.defaultIndex;
let opened: OpenedTestDatabase;
const servers: ApiProcess[] = [];
let staff: string;

const lamp = (id: number, sku: string, price: number) => ({
  id,
  sku,
  name: `Lamp ${sku}`,
  type_id: 'simple',
  status: 1,
  visibility: 4,
  price,
  final_price: price,
  category_ids: [3],
  stock: { is_in_stock: true, qty: 10 },
});

beforeAll(async () => {
  opened = await openTestDatabase();
  await writeProducts(new SqlCatalogRepository(opened.db), index, [lamp(1, 'LAMP-1', 20), lamp(2, 'LAMP-2', 30)]);
  await addAdmin({ db: opened.db }, 'staff@shop.test', 'staff');
  // One after the other: the first creates the data directory's secrets, the second reads them.
  servers.push(await startApiProcess(opened.env, dir));
  servers.push(await startApiProcess(opened.env, dir));
  staff = await adminLogin(servers[0]!, 'staff@shop.test');
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await opened?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The fields of a searched product the test reads. */
interface Searched extends Record<string, unknown> {
  price?: number;
  original_price?: number;
  status?: number;
  stock: { is_in_stock?: boolean; qty?: number };
}

/** The catalogue search as the storefront sends it: the product's source in process `server`. */
async function searched(server: ApiProcess, sku: string) {
  const { body } = await getJson(`${server.url}/api/catalog/${index}/product/_search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: { bool: { filter: [{ terms: { sku: [sku] } }] } } }),
  });
  return body.hits.hits[0]?._source as Searched | undefined;
}

/** Asks `server`'s search until `check` holds or `ms` pass; the time it took. */
async function seenWithin(server: ApiProcess, sku: string, check: (source: Searched) => boolean, ms: number) {
  const started = performance.now();
  for (;;) {
    const source = await searched(server, sku);
    if (source && check(source)) return performance.now() - started;
    if (performance.now() - started > ms)
      throw new Error(`${sku} not changed after ${ms} ms: ${JSON.stringify(source)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('product edits in the back-office', () => {
  it('a price, special price, stock and status change is searched in both processes within 5 s', async () => {
    // Both processes have built their index before the change.
    expect((await searched(servers[0]!, 'LAMP-1'))?.price).toBe(20);
    expect((await searched(servers[1]!, 'LAMP-1'))?.price).toBe(20);
    const patched = await adminCall(servers[0]!, '/products/LAMP-1', {
      token: staff,
      method: 'PATCH',
      body: { price: 25, special_price: 19, special_from_date: '2026-01-01', special_to_date: null, qty: 3 },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.result).toMatchObject({ price: 25, special_price: 19, stock: { qty: 3, is_in_stock: true } });
    // The search answers prices with tax as vue-storefront-api does: the special price is the price, the old one
    // `original_price`.
    const took = await seenWithin(servers[1]!, 'LAMP-1', (source) => source.original_price === 25, 5000);
    expect(took).toBeLessThan(5000);
    const other = await searched(servers[1]!, 'LAMP-1');
    expect(other).toMatchObject({ price: 19, final_price: 19, special_price: 19, stock: { qty: 3 } });
    // The other product is untouched.
    expect((await searched(servers[1]!, 'LAMP-2'))?.price).toBe(30);
    const audit = await auditRows(opened.db);
    expect(audit.at(-1)).toMatchObject({ action: 'product.change', target_type: 'product', target_id: 'LAMP-1' });

    // Disabled: gone from the storefront's search of enabled products in the other process.
    const disabled = await adminCall(servers[0]!, '/products/LAMP-1', {
      token: staff,
      method: 'PATCH',
      body: { status: 2, is_in_stock: false },
    });
    expect(disabled.status).toBe(200);
    await seenWithin(
      servers[1]!,
      'LAMP-1',
      (source) => source.status === 2 && source.stock.is_in_stock === false,
      5000,
    );
  });

  it('refuses bad or unknown fields with a 400 and writes nothing', async () => {
    const before = await opened.db.get<{ n: number }>(sql`SELECT COUNT(*) AS n FROM catalog_changes`);
    const cases: Array<[unknown, RegExp]> = [
      [{ price: -1 }, /not negative/],
      [{ name: 'Renamed' }, /Only price/],
      [{ status: 3 }, /status is 1/],
      [{}, /Nothing to change/],
      [{ special_from_date: '2026-02-01', special_to_date: '2026-01-01' }, /special_to_date/],
      [{ qty: 1.5 }, /whole number/],
    ];
    for (const [body, message] of cases) {
      const reply = await adminCall(servers[0]!, '/products/LAMP-2', { token: staff, method: 'PATCH', body });
      expect([reply.status, reply.body.result]).toEqual([400, expect.stringMatching(message)]);
    }
    const missing = await adminCall(servers[0]!, '/products/NOPE', {
      token: staff,
      method: 'PATCH',
      body: { price: 1 },
    });
    expect(missing.status).toBe(404);
    const after = await opened.db.get<{ n: number }>(sql`SELECT COUNT(*) AS n FROM catalog_changes`);
    expect(Number(after!.n)).toBe(Number(before!.n));
  });
});
