import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cheapHashEnv, registeredShopper } from './support/account';
import { getPage, invalidate } from './support/output-cache';
import { postgresPass } from './support/shop-services';
import { startStorefront, type RunningStorefront } from './support/start-storefront';

const KEY = 'test-shops-key';
const onPostgres = postgresPass() !== undefined;

async function logsIn(shop: RunningStorefront, email: string, password: string): Promise<number> {
  const reply = await fetch(`${shop.url}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  return reply.status;
}

/** Whether anything still accepts connections on the Redis URL's port. */
function answers(redisUrl: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(Number(new URL(redisUrl).port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function databaseExists(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The harness itself (support/start-storefront.ts, shop-services.ts): each shop a test starts has data of its own on
 * the pass's engine, so no file sees another's writes or cache invalidations, and what it started goes with it.
 */
describe('the shops the end-to-end tests start', () => {
  let one: RunningStorefront;
  let other: RunningStorefront;
  let oneAgain: RunningStorefront;
  const env = cheapHashEnv({ STOREFRONT_OUTPUT_CACHE: 'true', STOREFRONT_INVALIDATE_CACHE_KEY: KEY });

  beforeAll(async () => {
    [one, other] = await Promise.all([startStorefront(env), startStorefront(env)]);
    oneAgain = await startStorefront(one.env);
  });
  afterAll(async () => {
    await oneAgain?.stop();
    await Promise.all([one?.stop(), other?.stop()]);
  });

  it("run on the pass's engine: a database and a Redis of their own with TEST_DATABASE=postgres, else SQLite", () => {
    for (const shop of [one, other]) {
      const database = onPostgres ? shop.env.DATABASE_URL : join(shop.env.DATA_DIR!, 'storefront.sqlite');
      expect(database).toBeDefined();
      expect(shop.output()).toContain(`Database: ${database}\n`);
      expect(shop.env.REDIS_URL !== undefined).toBe(onPostgres);
    }
    if (onPostgres) {
      expect(one.env.DATABASE_URL).not.toBe(other.env.DATABASE_URL);
      expect(one.env.REDIS_URL).not.toBe(other.env.REDIS_URL);
    }
    expect(oneAgain.env).toMatchObject({ DATA_DIR: one.env.DATA_DIR });
    expect(oneAgain.env.DATABASE_URL).toBe(one.env.DATABASE_URL);
  });

  it("keeps one shop's accounts from another, and shares them with a second process of the same shop", async () => {
    const shopper = await registeredShopper(one, 'Harness');
    expect(await logsIn(one, shopper.email, shopper.password)).toBe(200);
    expect(await logsIn(oneAgain, shopper.email, shopper.password)).toBe(200);
    expect(await logsIn(other, shopper.email, shopper.password)).toBe(401);
  });

  it("never lets one shop's invalidation drop another shop's cached pages", async () => {
    await getPage(other.url, '/');
    await expect.poll(async () => (await getPage(other.url, '/')).cache, { timeout: 5000, interval: 100 }).toBe('Hit');
    expect((await invalidate(one.url, `key=${KEY}&tag=*`)).status).toBe(200);
    expect((await getPage(other.url, '/')).cache).toBe('Hit');
  });

  it('removes what it started when the shop stops: its data directory, and its database and Redis', async () => {
    const { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl } = other.env;
    if (onPostgres) {
      expect(await databaseExists(databaseUrl!)).toBe(true);
      expect(await answers(redisUrl!)).toBe(true);
    }
    await other.stop();
    expect(existsSync(dataDir!)).toBe(false);
    if (onPostgres) {
      expect(await databaseExists(databaseUrl!)).toBe(false);
      expect(await answers(redisUrl!)).toBe(false);
    }
  });
});
