import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

interface ClusterTools {
  missing?: string;
}

/** scripts/topology/postgres.mjs: the same throwaway primary the topology runs (Debian's binaries). */
interface PostgresModule {
  postgresTools(root: string): Promise<ClusterTools>;
  startPrimary(tools: ClusterTools, dir: string, port: number): Promise<{ data: string }>;
  stopCluster(tools: ClusterTools, data: string): Promise<void>;
  urlOf(port: number, database?: string): string;
}

/** A PostgreSQL primary on loopback for one bench part, removed with its directory by `stop`. */
export interface ThrowawayPostgres {
  /** Creates an empty database and answers its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

/** Starts the cluster, or answers why it cannot (PostgreSQL not installed): the caller prints it and skips its rows. */
export async function startThrowawayPostgres(root: string): Promise<ThrowawayPostgres | { missing: string }> {
  const postgres = (await import(pathToFileURL(join(root, 'scripts/topology/postgres.mjs')).href)) as PostgresModule;
  const { freePort } = (await import(pathToFileURL(join(root, 'scripts/topology/processes.mjs')).href)) as {
    freePort(): Promise<number>;
  };
  const tools = await postgres.postgresTools(root);
  if (tools.missing) return { missing: tools.missing };
  const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-postgres-'));
  // The server runs as the postgres user when we are root: it must enter the directory.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const { data } = await postgres.startPrimary(tools, dir, port);
  return {
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: postgres.urlOf(port, 'postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return postgres.urlOf(port, name);
    },
    async stop() {
      await postgres.stopCluster(tools, data);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
