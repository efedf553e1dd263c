// `node scripts/topology.mjs up|down|status [--dir .topology] [--processes 3] [--port <nginx port>] [--shared-api]`
//
// The scale-out deployment on loopback, from Debian packages: a PostgreSQL primary and a streaming replica
// (pg_basebackup -R), Redis, N storefront processes (the build: `npm run build` first) with DATABASE_URL,
// DATABASE_REPLICA_URL, REDIS_URL and the output cache on, and nginx in front with docs/deploy/storefront.nginx.conf.
// With --shared-api, one API process holds the only search index and the storefront processes render through it, as
// `npm run start:cluster` runs a machine.
// Every file lives in one state directory; every port is a free one. `down` stops every part and deletes the
// directory (the data is throwaway); `status` prints each part, its URL and whether it answers.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { storefrontExecArgv } from './start-cluster.mjs';
import { findNginx, startNginx } from './topology/nginx.mjs';
import {
  createShopDatabase,
  postgresTools,
  probe,
  replicationState,
  startPrimary,
  startReplica,
  stopCluster,
  waitForStreaming,
} from './topology/postgres.mjs';
import { alive, freePort, httpStatus, pidFromFile, stopPid } from './topology/processes.mjs';
import {
  findRedisServer,
  healthUrl,
  redisPing,
  startApi,
  startRedis,
  startStorefront,
  waitForHealth,
} from './topology/services.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const USAGE = `Usage: node scripts/topology.mjs up|down|status [options]

  up       start PostgreSQL (primary + streaming replica), Redis, N storefront processes and nginx on loopback
  down     stop them all and delete the state directory
  status   print each part, its URL and whether it answers (exit code 1 when one does not)

Options:
  --dir <path>       state directory (default .topology in the project)
  --processes <n>    storefront processes behind nginx (default 3)
  --port <n>         nginx's port (default: a free one)
  --copy <file>      copy this embedded shop (its SQLite file) into PostgreSQL before the storefront processes start
                     (npm run copy-to-postgres), instead of letting the first one seed the demo catalogue
  --shared-api       start one API process (it seeds an empty catalogue) holding the only search index; the storefront
                     processes render through it and pass the browser's /api, /img, /graphql and /dev/mail on to it
                     (as npm run start:cluster does), instead of each embedding the API with an index of its own`;

/** Parses the command line; throws with a message for the user on a mistake. */
export function parseArgs(argv) {
  const [command, ...rest] = argv;
  if (!['up', 'down', 'status'].includes(command)) throw new Error(USAGE);
  const options = { command, dir: join(root, '.topology'), processes: 3, port: 0, sharedApi: false };
  for (let i = 0; i < rest.length; i++) {
    const value = rest[i + 1];
    const number = () => {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1 || n > 65535)
        throw new Error(`${rest[i]} needs a whole number, got "${value}"`);
      i++;
      return n;
    };
    if (rest[i] === '--dir' && value) {
      options.dir = resolve(value);
      i++;
    } else if (rest[i] === '--processes') options.processes = Math.min(number(), 32);
    else if (rest[i] === '--port') options.port = number();
    else if (rest[i] === '--copy' && value) {
      // Resolved by the copy tool, from the directory the command was typed in (npm's INIT_CWD).
      options.copy = value;
      i++;
    } else if (rest[i] === '--shared-api') options.sharedApi = true;
    else throw new Error(`Unknown option ${rest[i]}\n\n${USAGE}`);
  }
  return options;
}

const stateFile = (dir) => join(dir, 'state.json');

/** The keys every storefront process of the topology shares: the caller's, else random ones made for this `up`. */
export function shopSecrets(env = process.env) {
  return {
    OBJ_HASH_SECRET: env.OBJ_HASH_SECRET || randomBytes(32).toString('base64url'),
    AUTH_HASH_SECRET: env.AUTH_HASH_SECRET || randomBytes(32).toString('base64url'),
  };
}

function readState(dir) {
  try {
    return JSON.parse(readFileSync(stateFile(dir), 'utf8'));
  } catch {
    return undefined;
  }
}

/** What is missing to bring the topology up: Debian packages (with the apt-get line) or the build. */
async function missingParts() {
  const packages = [];
  if (!findNginx()) packages.push('nginx');
  if (!findRedisServer()) packages.push('redis-server');
  const problems = [];
  const built = ['packages/api/dist/db/postgres-binaries.js', 'apps/storefront/dist/server/main.js'];
  if (built.some((file) => !existsSync(join(root, file)))) {
    problems.push('The storefront is not built: run `npm run build` first.');
  } else if ('missing' in (await postgresTools(root))) packages.push('postgresql');
  if (packages.length > 0) {
    problems.unshift(
      `Missing Debian packages: ${packages.join(', ')}. Install them with:\n  apt-get install -y ${packages.join(' ')}`,
    );
  }
  return problems;
}

async function up(options) {
  const problems = await missingParts();
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    return 1;
  }
  const { dir } = options;
  if (readState(dir)) {
    console.error(`The topology in ${dir} is up already (node scripts/topology.mjs down first)`);
    return 1;
  }
  mkdirSync(dir, { recursive: true });
  const state = { dir, postgres: {}, storefronts: [] };
  // Owner-only: it holds the shop's keys.
  const save = () => writeFileSync(stateFile(dir), `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
  save();
  try {
    const tools = await postgresTools(root);
    const [primaryPort, replicaPort, redisPort, nginxPort] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      options.port || freePort(),
    ]);
    console.log('PostgreSQL primary...');
    state.postgres.primary = { port: primaryPort, ...(await startPrimary(tools, dir, primaryPort)) };
    save();
    console.log('PostgreSQL replica (pg_basebackup -R)...');
    state.postgres.replica = { port: replicaPort, ...(await startReplica(tools, dir, primaryPort, replicaPort)) };
    save();
    const migrated = await createShopDatabase(root, primaryPort);
    console.log(`Database ${state.postgres.primary.url}: migrations ${migrated.join(', ')}`);
    await waitForStreaming(primaryPort, replicaPort);
    if (options.copy) await copyShop(options.copy, state.postgres.primary.url);
    console.log('Redis...');
    state.redis = { port: redisPort, url: `redis://127.0.0.1:${redisPort}` };
    state.redis.pidFile = await startRedis(findRedisServer(), dir, redisPort);
    save();
    // The processes sign prices and tokens for each other: one pair of keys for all (docs/security.md, "Secrets").
    state.secrets = shopSecrets();
    save();
    const env = {
      ...state.secrets,
      DATABASE_URL: state.postgres.primary.url,
      DATABASE_REPLICA_URL: state.postgres.replica.url,
      REDIS_URL: state.redis.url,
      STOREFRONT_OUTPUT_CACHE: 'true',
      STOREFRONT_PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    };
    if (options.sharedApi) {
      const port = await freePort();
      console.log('API process (the only search index)...');
      state.api = { port, pid: startApi(root, dir, port, env), url: `http://127.0.0.1:${port}` };
      save();
      // It seeds an empty catalogue and builds its index before it listens: up to two minutes.
      await waitForHealth(port, 120_000, `the API process on port ${port}`);
      Object.assign(env, { STOREFRONT_API_URL_FOR_SERVER: state.api.url, STOREFRONT_SHARED_API: 'true' });
    }
    const ports = [];
    for (let i = 0; i < options.processes; i++) ports.push(await freePort());
    console.log(`${ports.length} storefront processes...`);
    // The first one alone: it seeds an empty catalogue, which the others would otherwise race for. Behind a shared
    // API the catalogue is there already and none of them seeds.
    // Beside a shared API, with the heap limit start:cluster gives such processes (they hold no index).
    const flags = state.api ? storefrontExecArgv([], process.env) : [];
    for (const [i, port] of ports.entries()) {
      const pid = startStorefront(root, dir, port, env, flags);
      state.storefronts.push({ port, pid, url: `http://127.0.0.1:${port}` });
      save();
      if (i === 0 && !state.api) await waitForHealth(port);
    }
    await Promise.all(ports.map((port) => waitForHealth(port)));
    console.log('nginx...');
    state.nginx = { port: nginxPort, url: `http://127.0.0.1:${nginxPort}` };
    state.nginx.pidFile = startNginx(root, findNginx(), dir, { listenPort: nginxPort, upstreams: ports });
    save();
  } catch (error) {
    console.error(`The topology did not come up: ${error.message}\nStopping what started...`);
    await down(options);
    return 1;
  }
  return status(options);
}

/** The copy tool of the build, as `npm run copy-to-postgres` runs it. */
async function copyShop(file, url) {
  const { runCopyCli } = await import(pathToFileURL(join(root, 'packages/api/dist/db/copy-cli.js')).href);
  const io = {
    stdout: (text) => console.log(text),
    stderr: (text) => console.error(text),
    env: { ...process.env, DATABASE_URL: url },
    cwd: process.cwd(),
  };
  if ((await runCopyCli([file], io)) !== 0) throw new Error(`the copy of ${file} failed`);
}

async function down({ dir }) {
  const state = readState(dir);
  if (!state) {
    console.log(`Nothing is up in ${dir}`);
    return 0;
  }
  // Traffic first, then the processes (each drains its requests in flight), then the services they use.
  const nginxPid = pidFromFile(join(dir, 'nginx', 'nginx.pid'));
  if (nginxPid) await stopPid(nginxPid, 'SIGQUIT');
  await Promise.all(state.storefronts.map(({ pid }) => stopPid(pid, 'SIGTERM')));
  // Once no storefront process can send it anything more: it drains its requests in flight too.
  if (state.api) await stopPid(state.api.pid, 'SIGTERM');
  const redisPid = pidFromFile(join(dir, 'redis', 'redis.pid'));
  if (redisPid) await stopPid(redisPid, 'SIGTERM');
  const tools = await postgresTools(root);
  for (const name of ['replica', 'primary']) {
    const data = join(dir, 'postgres', name);
    const pid = pidFromFile(join(data, 'postmaster.pid'));
    if (!pid) continue;
    if (!('missing' in tools)) await stopCluster(tools, data);
    // pg_ctl returns once postmaster.pid is gone, which the postmaster removes a moment before it exits: wait for the
    // process itself (SIGINT is PostgreSQL's fast shutdown, for a postmaster pg_ctl could not stop).
    await stopPid(pid, 'SIGINT');
  }
  rmSync(dir, { recursive: true, force: true });
  console.log(`Stopped; ${dir} deleted`);
  return 0;
}

async function status({ dir }) {
  const state = readState(dir);
  if (!state) {
    console.log(`Nothing is up in ${dir}`);
    return 1;
  }
  const rows = [];
  const { primary, replica } = state.postgres;
  if (primary) {
    const answer = await probe(primary.url);
    rows.push(['postgres primary', answer && !answer.standby, primary.url]);
  }
  if (replica) {
    const answer = await probe(replica.url);
    const streams =
      primary && (await replicationState(primary.port).catch(() => [])).some((r) => r.state === 'streaming');
    rows.push([
      'postgres replica',
      answer?.standby && streams,
      `${replica.url} (${streams ? 'streaming' : 'not streaming'})`,
    ]);
  }
  if (state.redis) rows.push(['redis', await redisPing(state.redis.port), state.redis.url]);
  if (state.api) {
    const { port, pid, url } = state.api;
    const code = await httpStatus(healthUrl(port));
    rows.push(['api', alive(pid) && code === 200, `${url} (pid ${pid}, /health ${code || '-'})`]);
  }
  for (const [i, { port, pid }] of state.storefronts.entries()) {
    const code = await httpStatus(healthUrl(port));
    rows.push([
      `storefront ${i + 1}`,
      alive(pid) && code === 200,
      `${state.storefronts[i].url} (pid ${pid}, /health ${code || '-'})`,
    ]);
  }
  if (state.nginx) {
    const code = await httpStatus(healthUrl(state.nginx.port));
    rows.push(['nginx', code === 200, `${state.nginx.url}/ (/health ${code || '-'})`]);
  }
  for (const [name, ok, url] of rows) console.log(`${name.padEnd(17)} ${ok ? 'up  ' : 'DOWN'}  ${url}`);
  return rows.every(([, ok]) => ok) ? 0 : 1;
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    return 2;
  }
  return { up, down, status }[options.command](options);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main();
