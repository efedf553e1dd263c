import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import startPostgres from '../../../../packages/api/src/test-support/postgres-global-setup';
import { findPostgresBinaries } from '../../../../packages/api/src/test-support/postgres-server';
import { redisMissing } from '../../../../packages/api/src/test-support/start-test-redis';
import { testDialect } from '../../../../packages/api/src/test-support/test-database';
import './data-dir-template';

/**
 * One directory per run for the seeded data directories that the files' shops start from (data-dir-template.ts),
 * and on the PostgreSQL pass (`TEST_DATABASE=postgres`, or `E2E_POSTGRES_CORE=1` for the files vitest.e2e.config.ts
 * runs there too) one throwaway PostgreSQL cluster for every shop's database (shop-services.ts). That pass needs PostgreSQL and Redis: without them it stops here, before any file runs on
 * SQLite by mistake.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let stopPostgres: (() => Promise<void>) | undefined;
  if (testDialect() === 'postgres' || process.env.E2E_POSTGRES_CORE === '1') {
    const binaries = findPostgresBinaries();
    const missing = 'missing' in binaries ? binaries.missing : redisMissing();
    if (missing)
      throw new Error(
        `The end-to-end tests on PostgreSQL (TEST_DATABASE=postgres or E2E_POSTGRES_CORE=1) cannot run: ${missing}`,
      );
    stopPostgres = await startPostgres(project);
  }
  const root = mkdtempSync(join(tmpdir(), 'storefront-e2e-templates-'));
  project.provide('storefrontDataTemplates', root);
  return async () => {
    rmSync(root, { recursive: true, force: true });
    await stopPostgres?.();
  };
}
