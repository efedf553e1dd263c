import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type LaunchOptions } from './browser';
// The modules alone: the package's index loads the whole API (seconds of imports per test file).
import { loadApiConfig } from '../../../../packages/api/dist/config.js';
import { openSqlDatabase } from '../../../../packages/api/dist/db/open-sql-database.js';
import type { SqlDatabase } from '../../../../packages/api/dist/db/sql.js';
import { fillFromTemplate } from './data-dir-template';
import { startShopServices } from './shop-services';

const serverScript = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'server', 'main.js');
const importScript = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  '..',
  'packages',
  'api',
  'dist',
  'bin',
  'import.js',
);

export interface RunningStorefront {
  url: string;
  /**
   * What the shop's process was given beyond this process's environment: its data directory, and on the PostgreSQL
   * pass its database and Redis. The importer, a direct read of the shop's data (`withShopDatabase`) and a second
   * process of the same shop (`startStorefront(shop.env)`) use it.
   */
  env: Record<string, string>;
  output: () => string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /**
   * Catalogue files imported with `npm run import` (the built importer) into the fresh database before the server
   * starts, so the shop runs on them instead of the demo catalogue. Each entry is one importer invocation's
   * arguments (files and flags such as `--index`).
   */
  imports?: string[][];
  /** Writes the shop's data itself into its fresh, empty database before the server first starts (no demo seed). */
  prepare?: (db: SqlDatabase) => Promise<unknown>;
  /** False: the shop keeps its output cache in process memory on the PostgreSQL pass too. */
  redis?: boolean;
}

/**
 * The built storefront server as a real process on a free port, over a fresh data directory (on the PostgreSQL
 * pass, a fresh database and a Redis of its own as well, see shop-services.ts). What `env` names is kept: a test's
 * own data directory, or all of another shop's `env` for a second process of that shop.
 */
export async function startStorefront(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningStorefront> {
  const ownDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  const given = {
    DATA_DIR: ownDir,
    PORT: '0',
    HOST: '127.0.0.1',
    DEMO_PRODUCTS: '120',
    // The shop as `npm start` runs it: React's production server renderer (a quarter less CPU a page than its
    // development build, and what shoppers get), with the development mail outbox asked for explicitly, where the
    // tests read the mail the shop sent. A file that needs a failpoint starts its shop with NODE_ENV=test.
    NODE_ENV: 'production',
    MAIL_OUTBOX_PAGE: 'loopback',
    ...env,
  };
  const serverEnv = { ...process.env, ...given };
  const imports = options.imports ?? [];
  const earlier = options.prepare
    ? undefined
    : await fillFromTemplate(given.DATA_DIR, serverEnv, imports, async (dir, services) => {
        const templateEnv = { ...serverEnv, DATA_DIR: dir, ...services };
        runImports(imports, templateEnv);
        // Seeding happens at the first start; an import leaves it to the server (an empty import still seeds there).
        if (imports.length > 0) return '';
        const server = await spawnServer(templateEnv);
        await server.stop();
        return server.output().slice(0, server.output().indexOf('Storefront listening on'));
      });
  const services = await startShopServices(serverEnv, { template: earlier?.database, redis: options.redis });
  const shopEnv = { ...given, ...services.env };
  const release = async () => {
    await services.stop();
    rmSync(ownDir, { recursive: true, force: true });
  };
  let server: Omit<RunningStorefront, 'env'>;
  try {
    if (options.prepare) await withShopDatabase(shopEnv, options.prepare);
    if (earlier === undefined) runImports(imports, { ...process.env, ...shopEnv });
    server = await spawnServer({ ...process.env, ...shopEnv });
  } catch (error) {
    await release();
    throw error;
  }
  return {
    url: server.url,
    env: shopEnv,
    // What the server logged, after what the start that made its data directory logged (seeding).
    output: () => (earlier?.log ?? '') + server.output(),
    stop: async () => {
      await server.stop();
      await release();
    },
  };
}

/** Runs the built importer (`npm run import`) with `args` on the running shop's data; throws with its output. */
export function importInto(shop: RunningStorefront, args: string[]): void {
  runImports([args], { ...process.env, ...shop.env });
}

/**
 * `use` with the database of a shop's `env` open (the SQLite file of its data directory, or its PostgreSQL
 * database), closed afterwards.
 */
export async function withShopDatabase<T>(
  env: Record<string, string>,
  use: (db: SqlDatabase) => Promise<T>,
): Promise<T> {
  const db = await openSqlDatabase(loadApiConfig({ env }));
  try {
    return await use(db);
  } finally {
    await db.close();
  }
}

function runImports(imports: string[][], env: NodeJS.ProcessEnv): void {
  for (const args of imports) {
    const result = spawnSync(process.execPath, [importScript, ...args], { env, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`Import of ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  }
}

async function spawnServer(env: NodeJS.ProcessEnv): Promise<Omit<RunningStorefront, 'env'>> {
  const child: ChildProcess = spawn(process.execPath, [serverScript], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The storefront did not start in 60 s:\n${log}`)), 60_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const match = /Storefront listening on (http:\/\/[^\s/]+:\d+)/.exec(log);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The storefront exited (${code}):\n${log}`)));
  });
  return {
    url,
    output: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        // A server that already died would never emit 'exit' again.
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * `settings` written as a config file in a fresh temporary folder: `api.json` for `API_CONFIG_FILE`,
 * `storefront.json` for `STOREFRONT_CONFIG_FILE`. Answers the file's path.
 */
export function configFile(name: 'api.json' | 'storefront.json', settings: object): string {
  const file = join(mkdtempSync(join(tmpdir(), 'storefront-e2e-config-')), name);
  writeFileSync(file, JSON.stringify(settings));
  return file;
}

/**
 * One storefront for the enclosing `describe`: started before its tests, stopped after them. `onStart` receives it,
 * so the block keeps it in its own variable.
 */
export function shopPerBlock(
  onStart: (shop: RunningStorefront) => void,
  env: Record<string, string> = {},
  options: StartOptions = {},
): void {
  let shop: RunningStorefront | undefined;
  beforeAll(async () => {
    shop = await startStorefront(env, options);
    onStart(shop);
  });
  afterAll(async () => {
    await shop?.stop();
  });
}

/**
 * One storefront and one Chromium for the whole test file: started before its tests, stopped after them. `onStart`
 * receives both, so a file keeps them in its own variables.
 */
export function shopAndBrowserPerFile(
  onStart: (started: { shop: RunningStorefront; browser: Browser }) => void,
  env: Record<string, string> = {},
  options: StartOptions & LaunchOptions = {},
): void {
  let started: { shop?: RunningStorefront; browser?: Browser } = {};
  beforeAll(async () => {
    const { serviceWorkers, ...startOptions } = options;
    const [shop, browser] = await Promise.all([startStorefront(env, startOptions), launchBrowser({ serviceWorkers })]);
    started = { shop, browser };
    onStart({ shop, browser });
  });
  afterAll(async () => {
    await started.browser?.close();
    await started.shop?.stop();
  });
}
