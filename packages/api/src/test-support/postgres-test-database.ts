import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { PostgresDatabase } from '../db/postgres-database.js';
import { ident, sql } from '../db/sql.js';
import { POSTGRES_TEMPLATE } from './postgres-global-setup.js';

export interface PostgresTestDatabase {
  name: string;
  url: string;
  /** Drops the database now (closing whatever is still connected to it). */
  drop(): Promise<void>;
  /**
   * Gives the database up for a later drop: with the next batch of this process's finished databases, or with the
   * cluster at the end of the run (see `DROP_BATCH`). For the databases of single tests, which nothing checks gone.
   */
  release(): Promise<void>;
}

/**
 * The admin URL of this run's throwaway PostgreSQL, or undefined when there is none; then the reason is printed,
 * so that a skipped `describe.skipIf(!postgres)` never passes silently.
 */
export function postgresForTests(): string | undefined {
  const provided = inject('postgres');
  const reason = !provided
    ? 'no PostgreSQL was started for this run (vitest.config.ts globalSetup postgres-global-setup.ts)'
    : 'skipReason' in provided
      ? provided.skipReason
      : undefined;
  if (reason === undefined && provided && 'adminUrl' in provided) return provided.adminUrl;
  if (!warned) console.warn(`PostgreSQL tests skipped: ${reason}`);
  warned = true;
  return undefined;
}

let warned = false;

/**
 * A fresh database on the run's cluster: a clone of the migrated template, or empty (`migrated: false`), or a clone
 * of another database (`template`: one nobody is connected to, such as a seeded shop the end-to-end tests copy).
 */
export async function createPostgresTestDatabase(
  adminUrl: string,
  options: { migrated?: boolean; template?: string } = {},
): Promise<PostgresTestDatabase> {
  const name = `t_${randomBytes(8).toString('hex')}`;
  const admin = await PostgresDatabase.open({ url: adminUrl, poolSize: 1 });
  try {
    const template = options.template ?? (options.migrated === false ? 'template1' : POSTGRES_TEMPLATE);
    await admin.run(sql`CREATE DATABASE ${ident(name)} TEMPLATE ${ident(template)}`);
  } finally {
    await admin.close();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => dropDatabases(adminUrl, [name]),
    release: async () => {
      finished.push(name);
      if (finished.length >= DROP_BATCH) await dropDatabases(adminUrl, finished.splice(0));
    },
  };
}

/**
 * Released databases are dropped DROP_BATCH at a time rather than each at its test's end. DROP DATABASE asks for an
 * immediate checkpoint, which writes out what every other test running on the cluster has changed so far; the
 * PostgreSQL pass opens about 400 databases. Measured on a 2-core machine (docs/testing.md#ci): the pass took 222-250
 * CPU-seconds with a drop per database, 149-215 (mostly about 155) in batches of 20. A batch keeps the run's disk use
 * to a few hundred megabytes (a migrated database is about 9.5 MB); the last batch goes with the cluster, which the
 * run removes (postgres-global-setup.ts).
 */
const DROP_BATCH = 20;
const finished: string[] = [];

async function dropDatabases(adminUrl: string, names: readonly string[]): Promise<void> {
  const dropper = await PostgresDatabase.open({ url: adminUrl, poolSize: 1 });
  try {
    for (const name of names) await dropper.run(sql`DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`);
  } finally {
    await dropper.close();
  }
}
