import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/open-database.js';
import { PostgresDatabase } from '../db/postgres-database.js';
import { sql } from '../db/sql.js';
import type { SqliteDatabase } from '../db/sqlite-database.js';
import { CATALOG_FIXTURES } from '../test-support/catalog-fixtures.js';
import { getJson, postJson, startTestApi, type TestApi } from '../test-support/start-test-api.js';

let api: TestApi;
const endpoint = () => `${api.url}/api/review/create`;
const review = { product_id: 2, title: 'Nice', detail: 'Fits.', nickname: 'Ann', review_entity: 'product' };

beforeAll(async () => {
  api = await startTestApi(CATALOG_FIXTURES, { overrides: { reviews: { rateLimit: { max: 3, windowMs: 60_000 } } } });
});
afterAll(() => api.close());

async function reviewCount(): Promise<number> {
  const { body } = await postJson(`${api.url}/api/catalog/vue_storefront_catalog/review/_search`, { size: 0 });
  return body.hits.total;
}

describe('POST /api/review/create under abuse', () => {
  it('refuses text/plain and form posts (what another site can send without a preflight) with 415', async () => {
    const before = await reviewCount();
    for (const [type, body] of [
      ['text/plain', JSON.stringify({ review })],
      ['application/x-www-form-urlencoded', 'review[title]=x'],
      ['multipart/form-data; boundary=x', '--x--'],
    ]) {
      const answer = await getJson(endpoint(), { method: 'POST', headers: { 'content-type': type! }, body });
      expect(answer.status).toBe(415);
      expect(answer.body).toEqual({
        code: 415,
        result: 'Reviews must be sent as JSON (Content-Type: application/json)',
      });
    }
    expect(await reviewCount()).toBe(before);
  });

  /**
   * Another process (an importer) holding what a review's write needs, until `release`: on SQLite the file's write
   * lock, taken by a second real connection and kept well past SQLite's busy time-out; on PostgreSQL the catalogue's
   * `catalog:<index>/review` lock, held by a transaction on another connection.
   */
  async function holdAsAnImporter(): Promise<{ release: () => Promise<void> }> {
    if (api.db.dialect === 'postgres') {
      const importer = await PostgresDatabase.open({ url: api.config.databaseUrl!, poolSize: 1 });
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let held!: () => void;
      const holding = new Promise<void>((resolve) => (held = resolve));
      const transaction = importer.transaction(
        async () => {
          held();
          await released;
        },
        { locks: ['catalog:vue_storefront_catalog/review'] },
      );
      await holding;
      return {
        release: async () => {
          release();
          await transaction;
          await importer.close();
        },
      };
    }
    const importer = openDatabase(api.config.databaseFile);
    importer.exec('BEGIN IMMEDIATE');
    importer
      .prepare('INSERT INTO catalog_documents (index_name, entity, doc_id, source) VALUES (?, ?, ?, ?)')
      .run('vue_storefront_catalog', 'cms_block', '900', '{"id":900}');
    return {
      release: async () => {
        if (importer.inTransaction) importer.exec('COMMIT');
        importer.close();
      },
    };
  }

  /** Locks of this database someone waits for (PostgreSQL), read on a connection of its own. */
  async function lockWaits(): Promise<number> {
    const row = await api.db.get<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM pg_locks
          WHERE NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    );
    return Number(row?.n);
  }

  it('stores a review posted while an import holds the database, once the import lets go', async () => {
    const held = await holdAsAnImporter();
    let released: Promise<void> | undefined;
    const importer = { release: () => (released ??= held.release()) };
    try {
      const before = await reviewCount();
      const attempts = api.db.dialect === 'postgres' ? undefined : vi.spyOn(api.db as SqliteDatabase, 'withHandle');
      let answered = false;
      const posting = postJson(endpoint(), { review }).finally(() => (answered = true));
      // The write has met the importer: on PostgreSQL it waits for the lock; on SQLite it has been refused busy
      // and tried again twice (each attempt runs in its own handle), i.e. it retries instead of failing.
      await vi.waitFor(
        async () => {
          if (attempts) expect(attempts.mock.calls.length).toBeGreaterThanOrEqual(3);
          else expect(await lockWaits()).toBe(1);
        },
        { timeout: 15_000, interval: 20 },
      );
      attempts?.mockRestore();
      expect(answered).toBe(false);
      const stored = await api.db.get<{ n: number }>(
        sql`SELECT COUNT(*) AS n FROM catalog_documents WHERE entity = ${'review'}`,
      );
      // Still waiting for the importer: nothing written yet.
      expect(Number(stored?.n)).toBe(before);
      await importer.release();
      const { status, body } = await posting;
      expect(status).toBe(200);
      expect(body.result).toMatchObject({ title: 'Nice', product_id: 2 });
      expect(await reviewCount()).toBe(before + 1);
    } finally {
      await importer.release();
    }
  }, 20_000);

  it('limits reviews per client address with 429 and Retry-After, storing nothing more', async () => {
    // Up to three per minute from this address (the previous test posted one).
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await postJson(endpoint(), { review }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 429, 429]);
    expect(answers[2]!.body).toEqual({
      code: 429,
      result: 'Too many reviews from this address; at most 3 every 60 seconds',
    });
    expect(Number(answers[2]!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
