import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultApiConfig } from '@storefront/api';
import { startServer } from './server-process.js';
import { summarize } from './stats.js';

export interface LoginBenchOptions {
  /** `packages/api/dist/bin/serve.js`. */
  serveScript: string;
  /** Logins to time (after a few warm-up ones). */
  logins?: number;
  /** Logins in flight at once. */
  concurrency?: number;
}

export interface LoginBenchResult {
  requestsPerSecond: number;
  p95Ms: number;
  /**
   * Median of sequential logins with the right password and with an unknown e-mail: close to each other, because an
   * unknown e-mail is verified against a dummy hash (the answer's timing does not tell whether an account exists).
   */
  knownEmailMedianMs: number;
  unknownEmailMedianMs: number;
  /** The scrypt parameters the server hashed with: the shipped defaults (OWASP's). */
  scrypt: { N: number; r: number; p: number };
}

const PASSWORD = 'bench password 1';
const WARMUP = 4;
const TIMING_SAMPLES = 10;

async function postJson(url: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

/**
 * `POST /api/user/login` throughput and p95 of the API as its own process, with the configured (real) scrypt
 * parameters; only the login rate limits and the per-client share of the hash gate are raised, or the bench would
 * measure 429s.
 */
export async function runLoginBench({
  serveScript,
  logins = 100,
  concurrency = 4,
}: LoginBenchOptions): Promise<LoginBenchResult> {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-login-bench-'));
  const configFile = join(dir, 'config.json');
  const unlimited = { max: 1_000_000, windowMs: 60_000 };
  const { scrypt, passwordHashing } = defaultApiConfig(dir).users;
  writeFileSync(
    configFile,
    JSON.stringify({
      users: {
        scrypt,
        rateLimit: { perAccountAndAddress: unlimited, perAccount: unlimited, perAddress: unlimited },
        // Every bench client is this machine: one client's share of the hash gate would refuse the concurrent ones.
        // The gate itself (hashes running and queued) stays as shipped, so the figures include it.
        passwordHashing: { ...passwordHashing, maxPerClient: 1_000 },
      },
    }),
  );
  const server = await startServer(serveScript, { DATA_DIR: dir, API_CONFIG_FILE: configFile });
  try {
    const api = `${server.url}/api/user`;
    const email = 'bench@example.com';
    const created = await postJson(`${api}/create`, {
      customer: { email, firstname: 'Bench', lastname: 'Mark' },
      password: PASSWORD,
    });
    if (created.status !== 200) throw new Error(`Registration failed: ${JSON.stringify(created.json)}`);
    const login = async (username = email, expected = 200): Promise<number> => {
      const started = performance.now();
      const reply = await postJson(`${api}/login`, { username, password: PASSWORD });
      if (reply.status !== expected) throw new Error(`Login answered ${reply.status}: ${JSON.stringify(reply.json)}`);
      return performance.now() - started;
    };
    for (let i = 0; i < WARMUP; i++) await login();
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < TIMING_SAMPLES; i++) {
      known.push(await login());
      unknown.push(await login(`nobody-${i}@example.com`, 401));
    }

    const samples: number[] = [];
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < logins) {
        next++;
        samples.push(await login());
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, logins) }, worker));
    const seconds = (performance.now() - started) / 1000;
    return {
      requestsPerSecond: samples.length / seconds,
      p95Ms: summarize(samples).p95,
      knownEmailMedianMs: summarize(known).median,
      unknownEmailMedianMs: summarize(unknown).median,
      scrypt: { N: scrypt.N, r: scrypt.r, p: scrypt.p },
    };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
