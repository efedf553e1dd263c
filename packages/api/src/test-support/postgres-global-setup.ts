import type { TestProject } from 'vitest/node';
import { migrateSqlDatabase } from '../db/migrate-sql-database.js';
import { PostgresDatabase } from '../db/postgres-database.js';
import { ident, sql } from '../db/sql.js';
import { findPostgresBinaries, startPostgresServer } from './postgres-server.js';

/** The migrated database each test file clones. */
export const POSTGRES_TEMPLATE = 'storefront_template';

/** What the setup hands to the test files: the cluster's admin URL, or why PostgreSQL tests are skipped. */
export type ProvidedPostgres = { adminUrl: string } | { skipReason: string };

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: ProvidedPostgres;
  }
}

/**
 * One throwaway PostgreSQL cluster per vitest run, with a migrated template database that each test file clones
 * (`createPostgresTestDatabase`). Without the binaries the PostgreSQL tests skip, saying why.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const binaries = findPostgresBinaries();
  if ('missing' in binaries) {
    project.provide('postgres', { skipReason: binaries.missing } satisfies ProvidedPostgres);
    return undefined;
  }
  const server = await startPostgresServer(binaries);
  try {
    const admin = await PostgresDatabase.open({ url: server.url('postgres'), poolSize: 1 });
    await admin.run(sql`CREATE DATABASE ${ident(POSTGRES_TEMPLATE)}`);
    await admin.close();
    const template = await PostgresDatabase.open({ url: server.url(POSTGRES_TEMPLATE), poolSize: 1 });
    await migrateSqlDatabase(template);
    await template.close();
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('postgres', { adminUrl: server.url('postgres') } satisfies ProvidedPostgres);
  return () => server.stop();
}
