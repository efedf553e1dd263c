import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlValue } from '../cart/test-support/sql-value.js';
import { sql } from '../db/sql.js';
import { SqlCatalogRepository } from '../db/sql-catalog-repository.js';
import type { OpenedTestDatabase } from '../test-support/sql-test-databases.js';
import { openTestDatabase, testDialect } from '../test-support/test-database.js';
import { defaultApiConfig } from '../config.js';
import { getJson, postJson } from '../test-support/start-test-api.js';
import { SPOT_NOT_AVAILABLE } from './spot-messages.js';
import { startApiProcess, type ApiProcess } from './test-support/api-process.js';

const dir = mkdtempSync(join(tmpdir(), 'spot-cart-race-'));
let opened: OpenedTestDatabase;
const servers: ApiProcess[] = [];
const SKU = 'LAST-PLACE-SPOT';

beforeAll(async () => {
  opened = await openTestDatabase();
  const config = defaultApiConfig(dir);
  await new SqlCatalogRepository(opened.db).write([
    {
      kind: 'upsert',
      index: config.catalog.defaultIndex,
      entity: 'product',
      document: {
        id: '1',
        source: {
          id: 1,
          sku: SKU,
          name: 'The last place',
          type_id: 'virtual',
          status: 1,
          visibility: 4,
          price: 4,
          final_price: 4,
          hourly_rate: 4,
          monthly_rate: 150,
          places: 2,
          stock: { is_in_stock: true, qty: 2 },
        },
      },
    },
  ]);
  // One after the other: the first creates the data directory's secrets, the second reads them.
  servers.push(await startApiProcess(opened.env, dir));
  servers.push(await startApiProcess(opened.env, dir));
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await opened?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A day ahead, at `hour`:`minute` UTC. */
function tomorrowAt(hour: number, minute = 0): string {
  const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`;
}

async function guestCart(url: string): Promise<string> {
  const { status, body } = await postJson(`${url}/api/cart/create`, {});
  expect(status).toBe(200);
  return body.result as string;
}

function addSpot(url: string, cartId: string, from: string, to: string) {
  return postJson(`${url}/api/cart/update?cartId=${cartId}`, {
    cartItem: { sku: SKU, qty: 1, quoteId: cartId, book_from: from, book_to: to, is_monthly: false },
  });
}

describe(`50 shoppers on two server processes race for the last place of a spot (${testDialect()})`, () => {
  it('exactly one gets it, the others read the refusal, and the database holds one hold for that place', async () => {
    const [a, b] = servers as [ApiProcess, ApiProcess];
    // One of the two places is taken for the whole day first: the race is for the last one.
    const first = await addSpot(a.url, await guestCart(a.url), tomorrowAt(6), tomorrowAt(18));
    expect(first.status).toBe(200);

    const carts = await Promise.all(Array.from({ length: 50 }, (_, i) => guestCart(i % 2 ? b.url : a.url)));
    // Overlapping, different periods: 09:00 to 11:00 shifted by 0 to 3 quarters.
    const answers = await Promise.all(
      carts.map((cartId, i) =>
        addSpot(i % 2 ? b.url : a.url, cartId, tomorrowAt(9, 15 * (i % 4)), tomorrowAt(11, 15 * (i % 4))),
      ),
    );
    const won = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const answer of refused) expect(answer.body).toEqual({ code: 409, result: SPOT_NOT_AVAILABLE });

    expect(await sqlValue(opened.db, sql`SELECT count(*) AS n FROM spot_holds WHERE spot_sku = ${SKU}`)).toBe(2);
    // Both processes now see the spot full over the raced period.
    for (const server of servers) {
      const { body } = await getJson(
        `${server.url}/api/ext/spots/availability?mode=hourly&from=${tomorrowAt(10)}&to=${tomorrowAt(11)}&skus=${SKU}`,
      );
      expect(body.result[0]).toMatchObject({ sku: SKU, places: 2, free: 0, available: false });
    }
  }, 120_000);
});
