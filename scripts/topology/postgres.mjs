// PostgreSQL of the loopback topology: a primary and a streaming replica made with `pg_basebackup -R`, from Debian's
// binaries, run as the `postgres` user when we are root (the binary lookup and that user come from the API build:
// packages/api/src/db/postgres-binaries.ts, shared with the tests' throwaway cluster).
import { execFile } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdirSync, realpathSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { pidFromFile, waitFor } from './processes.mjs';

export const DATABASE = 'storefront';

const execFileAsync = promisify(execFile);

async function apiModule(root, path) {
  return import(pathToFileURL(join(root, 'packages/api/dist', path)).href);
}

/** The binaries (initdb, pg_ctl, pg_basebackup) and the user to run them as, or `{ missing }`. */
export async function postgresTools(root) {
  const { findPostgresBinaries, postgresServerUser } = await apiModule(root, 'db/postgres-binaries.js');
  const found = findPostgresBinaries();
  if ('missing' in found) return found;
  // PATH may hold a symlink to initdb (not to its siblings): the real directory has pg_ctl and pg_basebackup.
  const bin = dirname(realpathSync(found.initdb));
  const tools = { initdb: found.initdb, pgCtl: join(bin, 'pg_ctl'), basebackup: join(bin, 'pg_basebackup') };
  for (const [name, path] of Object.entries(tools)) {
    if (!existsSync(path)) return { missing: `${name} is not next to initdb in ${bin}` };
  }
  return { ...tools, user: postgresServerUser() };
}

/** Runs a PostgreSQL tool as the server's user; asynchronous, so a test's load keeps running meanwhile. */
async function run(tools, file, args) {
  try {
    await execFileAsync(file, args, tools.user ?? {});
  } catch (error) {
    throw new Error(`${file} ${args.join(' ')} failed: ${error.stderr?.toString() || error.message}`);
  }
}

export const urlOf = (port, database = DATABASE) => `postgres://postgres@127.0.0.1:${port}/${database}`;

export async function startCluster(tools, data, log) {
  // pg_ctl starts the postmaster in the background (stdio to the log file), so it outlives this script.
  await run(tools, tools.pgCtl, ['-D', data, '-l', log, '-w', '-t', '60', 'start']);
}

/**
 * As root, the clusters belong to the `postgres` user, which must be able to enter every directory above them: a
 * mkdtemp directory (mode 700) on the way would fail initdb with a bare "permission denied".
 */
function checkReachable(dir, user) {
  if (!user) return;
  for (let at = dir; at !== dirname(at); at = dirname(at)) {
    const { mode, uid } = statSync(at);
    if (uid !== user.uid && (mode & 0o001) === 0) {
      throw new Error(`PostgreSQL runs as the postgres user, which cannot enter ${at}: choose another --dir`);
    }
  }
}

/** `dir`/postgres holds both clusters, their logs and sockets; it belongs to the server's user. */
export async function startPrimary(tools, dir, port) {
  checkReachable(dir, tools.user);
  const home = join(dir, 'postgres');
  mkdirSync(home, { recursive: true });
  if (tools.user) chownSync(home, tools.user.uid, tools.user.gid);
  const data = join(home, 'primary');
  // Trust on loopback only: a topology to try things with, not a production cluster (see README "Deployment").
  await run(tools, tools.initdb, ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C']);
  appendFileSync(
    join(data, 'postgresql.conf'),
    [
      '',
      '# scripts/topology.mjs',
      "listen_addresses = '127.0.0.1'",
      `port = ${port}`,
      `unix_socket_directories = '${home}'`,
      'wal_level = replica',
      'max_wal_senders = 5',
      'hot_standby = on',
      // Every storefront process keeps a pool on the primary and one on the replica.
      'max_connections = 200',
      '',
    ].join('\n'),
  );
  await startCluster(tools, data, join(home, 'primary.log'));
  return { data, pid: pidFromFile(join(data, 'postmaster.pid')), url: urlOf(port) };
}

/** A streaming replica of the primary: a base backup with `-R` (standby.signal and primary_conninfo). */
export async function startReplica(tools, dir, primaryPort, port) {
  const home = join(dir, 'postgres');
  const data = join(home, 'replica');
  await run(tools, tools.basebackup, [
    ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
    ...['-D', data, '-R', '-X', 'stream', '-c', 'fast'],
  ]);
  // The backup copied the primary's settings; the last `port` line wins.
  appendFileSync(join(data, 'postgresql.conf'), `port = ${port}\n`);
  await startCluster(tools, data, join(home, 'replica.log'));
  return { data, pid: pidFromFile(join(data, 'postmaster.pid')), url: urlOf(port) };
}

/** Fast shutdown (open transactions rolled back, clients disconnected); nothing to do when it is not running. */
export async function stopCluster(tools, data) {
  if (!existsSync(join(data, 'postmaster.pid'))) return;
  await run(tools, tools.pgCtl, ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
}

async function withClient(url, use) {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** The shop's database on the primary, migrated with the API's migrations (PostgreSQL text). */
export async function createShopDatabase(root, primaryPort) {
  await withClient(urlOf(primaryPort, 'postgres'), (c) => c.query(`CREATE DATABASE ${DATABASE}`));
  const { PostgresDatabase } = await apiModule(root, 'db/postgres-database.js');
  const { migrateSqlDatabase } = await apiModule(root, 'db/migrate-sql-database.js');
  const db = await PostgresDatabase.open({ url: urlOf(primaryPort), poolSize: 1 });
  try {
    return await migrateSqlDatabase(db);
  } finally {
    await db.close();
  }
}

/** The primary's view of its replicas: `pg_stat_replication` rows. */
export function replicationState(primaryPort) {
  return withClient(
    urlOf(primaryPort, 'postgres'),
    async (c) =>
      (await c.query('SELECT client_addr, state, sync_state, replay_lsn::text AS replay_lsn FROM pg_stat_replication'))
        .rows,
  );
}

/** Waits until the replica streams and has replayed the shop's schema. */
export async function waitForStreaming(primaryPort, replicaPort) {
  await waitFor('replica streaming', async () =>
    (await replicationState(primaryPort)).some((r) => r.state === 'streaming'),
  );
  await waitFor('replica has the schema', () =>
    withClient(
      urlOf(replicaPort),
      async (c) => (await c.query('SELECT count(*)::int AS n FROM schema_migrations')).rows[0].n > 0,
    ),
  );
}

/** SELECT 1 and whether the server is a standby; undefined when it does not answer. */
export async function probe(url) {
  try {
    return await withClient(url, async (c) => (await c.query('SELECT pg_is_in_recovery() AS standby')).rows[0]);
  } catch {
    return undefined;
  }
}
