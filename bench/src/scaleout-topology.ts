import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What `scripts/topology.mjs up` writes to its state directory (the parts the bench reads). */
interface TopologyState {
  postgres: { primary: { url: string }; replica: { url: string } };
  redis: { url: string };
  storefronts: Array<{ port: number; pid: number; url: string }>;
  nginx: { url: string };
  /** OBJ_HASH_SECRET and AUTH_HASH_SECRET, which every storefront process of the topology shares. */
  secrets: Record<string, string>;
}

/** The helpers of scripts/topology/ the bench reuses to restart the storefront processes with other settings. */
interface TopologyHelpers {
  startStorefront(root: string, dir: string, port: number, env: Record<string, string>): number;
  waitForHealth(port: number, timeoutMs?: number): Promise<void>;
  stopPid(pid: number, signal?: string, graceMs?: number): Promise<void>;
}

export interface Topology {
  nginxUrl: string;
  storefronts: Array<{ url: string; pid: number }>;
  /**
   * Stops the storefront processes and starts them again on the same ports (nginx keeps its upstreams); resolves to
   * each process's start-up time (spawn to its first 200 on /health).
   */
  restartStorefronts(outputCache: boolean): Promise<number[]>;
  down(): Promise<void>;
}

/** `node scripts/topology.mjs <args>`; rejects with its output when it fails. */
function runTopologyScript(root: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'scripts/topology.mjs'), ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`topology.mjs ${args[0]} exited ${code}:\n${output}`)),
    );
  });
}

/**
 * The scale-out deployment of the topology script (PostgreSQL primary + streaming replica, Redis, `processes`
 * storefront processes, nginx), in `dir`. The bench drives the script rather than copying it, so it measures the
 * deployment the script and its test describe.
 */
export async function topologyUp(root: string, dir: string, processes: number): Promise<Topology> {
  await runTopologyScript(root, ['up', '--dir', dir, '--processes', String(processes)]);
  let state: TopologyState;
  let helpers: TopologyHelpers;
  try {
    state = JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8')) as TopologyState;
    const scripts = join(root, 'scripts/topology');
    helpers = {
      ...((await import(pathToFileURL(join(scripts, 'services.mjs')).href)) as Pick<
        TopologyHelpers,
        'startStorefront' | 'waitForHealth'
      >),
      ...((await import(pathToFileURL(join(scripts, 'processes.mjs')).href)) as Pick<TopologyHelpers, 'stopPid'>),
    };
  } catch (error) {
    // Nothing may stay up behind a failed bench.
    await runTopologyScript(root, ['down', '--dir', dir]);
    throw error;
  }
  const storefronts = state.storefronts.map(({ url, pid }) => ({ url, pid }));
  return {
    nginxUrl: state.nginx.url,
    storefronts,
    async restartStorefronts(outputCache) {
      await Promise.all(storefronts.map(({ pid }) => helpers.stopPid(pid, 'SIGTERM')));
      // The environment topology.mjs gives them, but for the output cache.
      const env = {
        ...state.secrets,
        DATABASE_URL: state.postgres.primary.url,
        DATABASE_REPLICA_URL: state.postgres.replica.url,
        REDIS_URL: state.redis.url,
        STOREFRONT_OUTPUT_CACHE: String(outputCache),
        STOREFRONT_PUBLIC_URL: state.nginx.url,
      };
      const started = performance.now();
      for (const [i, { port }] of state.storefronts.entries()) {
        const pid = helpers.startStorefront(root, dir, port, env);
        storefronts[i]!.pid = pid;
        state.storefronts[i]!.pid = pid;
      }
      // `topology.mjs down` stops what state.json names: it must name the new processes.
      writeFileSync(join(dir, 'state.json'), `${JSON.stringify(state, null, 2)}\n`);
      return Promise.all(
        state.storefronts.map(async ({ port }) => {
          await helpers.waitForHealth(port);
          return performance.now() - started;
        }),
      );
    },
    async down() {
      await runTopologyScript(root, ['down', '--dir', dir]);
    },
  };
}
