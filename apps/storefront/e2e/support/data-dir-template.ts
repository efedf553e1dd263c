import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
// The config module alone: the package's index loads the whole API (seconds of imports per test file).
import { loadApiConfig } from '../../../../packages/api/dist/config.js';
import { seededDataInputs } from '../../../../packages/api/dist/seed/seeded-data-inputs.js';
import { createPostgresTestDatabase } from '../../../../packages/api/src/test-support/postgres-test-database';
import { inject } from 'vitest';
import { postgresPass, shopSecrets } from './shop-services';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run keeps its seeded data directories (see global-setup.ts); unset when run without it. */
    storefrontDataTemplates?: string;
  }
}

/** On the PostgreSQL pass, the template's file naming its seeded database (which each shop clones). */
const DATABASE_NAME_FILE = 'postgres-database';

/** Keys of the data directory that a copy must not share with the template: each shop makes its own. */
const NOT_COPIED = new Set(['auth-secret', 'obj-hash-secret', 'creation.log', DATABASE_NAME_FILE]);

/** Where a shop's services are: each shop has its own, so they take no part in what its data is made of. */
const PER_SHOP = ['DATABASE_URL', 'DATABASE_REPLICA_URL', 'REDIS_URL', 'OBJ_HASH_SECRET', 'AUTH_HASH_SECRET'];

/**
 * What a data directory's content depends on: the engine, the parts of the API configuration that seeding reads
 * (`seededDataInputs`: a file whose shops differ only in token lives, hashing costs or rate limits shares the seeded
 * directory of the default shop), the demo size, the imports and the day.
 */
function templateKey(env: Record<string, string | undefined>, imports: string[][], engine: string): string {
  const own = Object.fromEntries(Object.entries(env).filter(([name]) => !PER_SHOP.includes(name)));
  const config = seededDataInputs(loadApiConfig({ env: { ...own, DATA_DIR: '/template' } }));
  const fingerprint = (arg: string) => {
    if (!existsSync(arg)) return arg;
    const stat = statSync(arg);
    return stat.isFile() ? `${arg}:${createHash('sha256').update(readFileSync(arg)).digest('hex')}` : `${arg}:dir`;
  };
  return createHash('sha256')
    .update(
      JSON.stringify({
        engine,
        config,
        products: env.DEMO_PRODUCTS,
        imports: imports.map((args) => args.map(fingerprint)),
        // The demo catalogue dates products from today.
        day: new Date().toISOString().slice(0, 10),
      }),
    )
    .digest('hex')
    .slice(0, 16);
}

/**
 * Runs `make` unless `template` exists, once among the files running at the same time: the first to take the lock
 * directory makes it, the others wait for it instead of seeding the same data again on the same two cores.
 */
async function makeOnce(template: string, make: () => Promise<void>): Promise<void> {
  const lock = `${template}.lock`;
  while (!existsSync(template)) {
    try {
      mkdirSync(lock);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    try {
      // The template may have appeared between the check and the lock.
      if (!existsSync(template)) await make();
    } finally {
      // A maker that failed lets a waiting file try (and fail with its own message) instead of waiting forever.
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

export interface FilledFromTemplate {
  /** What the start that made the template logged. */
  log: string;
  /** On the PostgreSQL pass: the seeded database, for the shop to clone (`CREATE DATABASE ... TEMPLATE`). */
  database?: string;
}

/**
 * Fills an empty data directory with a copy of one made earlier in this run for the same configuration and imports,
 * instead of importing and seeding again (seconds per shop). `create` makes the template in an empty directory the
 * first time, on the database `services` name (on the PostgreSQL pass a database of the template's own, which
 * nothing is connected to once `create` returns), and returns what it logged. Returns undefined when no template
 * applies (a directory that already holds data, a database the test chose, or a run without the global setup).
 */
export async function fillFromTemplate(
  dataDir: string,
  env: Record<string, string | undefined>,
  imports: string[][],
  create: (dir: string, services: Record<string, string>) => Promise<string>,
): Promise<FilledFromTemplate | undefined> {
  const root = inject('storefrontDataTemplates');
  if (!root) return undefined;
  const adminUrl = postgresPass();
  if (adminUrl) {
    if (env.DATABASE_URL) return undefined;
  } else {
    const { databaseFile } = loadApiConfig({ env: { ...env, DATA_DIR: dataDir } });
    const inside = relative(resolve(dataDir), resolve(databaseFile));
    if (inside.startsWith('..') || existsSync(databaseFile)) return undefined;
  }
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return undefined;
  const template = join(root, templateKey(env, imports, adminUrl ? 'postgres' : 'sqlite'));
  await makeOnce(template, async () => {
    const work = mkdtempSync(join(root, 'work-'));
    const database = adminUrl ? await createPostgresTestDatabase(adminUrl) : undefined;
    try {
      const log = await create(work, database ? { DATABASE_URL: database.url, ...shopSecrets() } : {});
      writeFileSync(join(work, 'creation.log'), log);
      if (database) writeFileSync(join(work, DATABASE_NAME_FILE), database.name);
      renameSync(work, template);
    } catch (error) {
      rmSync(work, { recursive: true, force: true });
      await database?.drop();
      throw error;
    }
  });
  cpSync(template, dataDir, { recursive: true, filter: (source) => !NOT_COPIED.has(basename(source)) });
  const databaseFile = join(template, DATABASE_NAME_FILE);
  return {
    log: readFileSync(join(template, 'creation.log'), 'utf8'),
    database: existsSync(databaseFile) ? readFileSync(databaseFile, 'utf8') : undefined,
  };
}
