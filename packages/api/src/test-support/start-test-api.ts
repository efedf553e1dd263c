import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiApp, type Api } from '../app.js';
import { defaultApiConfig, deepMerge, type ApiConfig } from '../config.js';
import type { SqlDatabase } from '../db/sql.js';
import { SqlCatalogRepository } from '../db/sql-catalog-repository.js';
import type { CatalogWriteOperation } from '../db/catalog-repository.js';
import { listenOnLoopback } from './listen-on-loopback.js';
import { openTestDatabase } from './test-database.js';

export { getJson, postJson, sendJson, type AnyJson } from './json-requests.js';

export interface TestApi {
  url: string;
  config: ApiConfig;
  catalog: SqlCatalogRepository;
  /** The routers and services behind the server (its mailer, its repositories). */
  api: Api;
  /** The server's database, on the suite's engine (`TEST_DATABASE`). */
  db: SqlDatabase;
  close(): Promise<void>;
}

export interface TestDocument {
  index?: string;
  entity: string;
  source: Record<string, unknown>;
}

/** A real API server on a random port over a fresh database of the suite's engine, seeded with the given documents. */
export async function startTestApi(
  documents: TestDocument[],
  /** `host`: an address of this machine to listen on instead of 127.0.0.1 (a client that is not loopback). */
  options: { overrides?: unknown; now?: number; host?: string } = {},
): Promise<TestApi> {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-api-'));
  const config = deepMerge(defaultApiConfig(dir), options.overrides);
  const opened = await openTestDatabase();
  const { db } = opened;
  // The config names the database the server really uses, for code (and child processes) that open it by config.
  config.databaseFile = opened.env.DATABASE_FILE ?? config.databaseFile;
  config.databaseUrl = opened.env.DATABASE_URL ?? config.databaseUrl;
  const catalog = new SqlCatalogRepository(db);
  const operations: CatalogWriteOperation[] = documents.map((doc) => ({
    kind: 'upsert',
    index: doc.index ?? config.catalog.defaultIndex,
    entity: doc.entity,
    document: { id: String(doc.source.id), source: doc.source },
  }));
  await catalog.write(operations);
  const now = options.now;
  const { app, api } = createApiApp({ config, catalog, database: db, ...(now !== undefined && { now: () => now }) });
  const { url, stop } = await listenOnLoopback(app, options.host);
  return {
    url,
    config,
    catalog,
    api,
    db,
    close: () => closeTestApi({ stop, api, opened, dir }),
  };
}

/** Closes what a test starter opened: the server, its mailer, the database and the data directory. */
export async function closeTestApi(parts: {
  stop: () => Promise<void>;
  api: Api;
  opened: { close(): Promise<void> };
  dir: string;
}): Promise<void> {
  await parts.stop();
  // A saved search index is written in the background into the data directory: removed under it, the save's
  // temporary file made the directory's removal fail (ENOTEMPTY).
  await parts.api.search.registry.settled();
  // An SMTP mailer keeps pooled connections, which would hold a test's SMTP server open.
  parts.api.mailer.close?.();
  await parts.opened.close();
  rmSync(parts.dir, { recursive: true, force: true });
}

/** What the Vue Storefront 1 frontend does for GET: the DSL as `request`, pre-encoded so it survives two decodings. */
export function requestParam(body: unknown): string {
  return encodeURIComponent(encodeURIComponent(JSON.stringify(body)));
}
