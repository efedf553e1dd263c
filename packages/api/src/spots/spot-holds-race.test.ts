import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sqlValue } from '../cart/test-support/sql-value.js';
import { sql } from '../db/sql.js';
import { openTestDatabase, testDialect } from '../test-support/test-database.js';
import { SPOT_NOT_AVAILABLE } from './spot-messages.js';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
const worker = fileURLToPath(new URL('./test-support/hold-race-worker.ts', import.meta.url));

interface Worker {
  /** Resolves when the worker is connected and waits for the start signal. */
  ready: Promise<void>;
  start(): void;
  outcomes: Promise<string[]>;
}

/** One worker process from the TypeScript sources (vite-node with the repository's aliases). */
function startWorker(env: Record<string, string>, firstCart: number, count: number): Worker {
  const child = spawn(
    join(root, 'node_modules/.bin/vite-node'),
    ['--config', join(root, 'vitest.config.ts'), worker, String(firstCart), String(count)],
    { cwd: root, env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let out = '';
  let err = '';
  let signalReady: () => void = () => {};
  const ready = new Promise<void>((done) => (signalReady = done));
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.includes('ready\n')) signalReady();
  });
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const outcomes = new Promise<string[]>((done, fail) => {
    child.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code === 0 && line.startsWith('[')) done(JSON.parse(line) as string[]);
      else fail(new Error(`worker exited ${code}: ${err || out}`));
    });
  });
  return { ready: Promise.race([ready, outcomes.then(() => {})]), start: () => child.stdin.end('go\n'), outcomes };
}

describe(`two processes racing for the last place of a spot (${testDialect()})`, () => {
  it('50 overlapping holds from two processes on one database: exactly one wins', async () => {
    const opened = await openTestDatabase();
    try {
      // Both workers connect first (seconds under load), then start on the same signal.
      const workers = [startWorker(opened.env, 1, 25), startWorker(opened.env, 26, 25)];
      await Promise.all(workers.map((w) => w.ready));
      for (const w of workers) w.start();
      const [a = [], b = []] = await Promise.all(workers.map((w) => w.outcomes));
      const outcomes = [...a, ...b];
      expect(outcomes).toHaveLength(50);
      expect(outcomes.filter((o) => o === 'held')).toHaveLength(1);
      expect(outcomes.filter((o) => o === `409 ${SPOT_NOT_AVAILABLE}`)).toHaveLength(49);
      expect(await sqlValue(opened.db, sql`SELECT count(*) AS n FROM spot_holds WHERE spot_sku = 'RACE-SPOT'`)).toBe(1);
    } finally {
      await opened.close();
    }
  }, 60_000);
});
