import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { PostgresDatabase } from '../db/postgres-database.js';
import { ident, sql } from '../db/sql.js';
import { POSTGRES_TEMPLATE } from './postgres-global-setup.js';

export interface PostgresTestDatabase {
  name: string;
  url: string;
  /** Drops the database (closing whatever is still connected to it). */
  drop(): Promise<void>;
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
    drop: async () => {
      const dropper = await PostgresDatabase.open({ url: adminUrl, poolSize: 1 });
      try {
        await dropper.run(sql`DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`);
      } finally {
        await dropper.close();
      }
    },
  };
}
