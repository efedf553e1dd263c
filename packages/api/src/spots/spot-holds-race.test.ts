import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database.js';
import { SPOT_NOT_AVAILABLE } from './spot-messages.js';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
const worker = fileURLToPath(new URL('./test-support/hold-race-worker.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'spot-race-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs one worker process from the TypeScript sources (vite-node with the repository's aliases). */
function runWorker(file: string, firstCart: number, count: number, startAt: number): Promise<string[]> {
  return new Promise((done, fail) => {
    const child = spawn(
      join(root, 'node_modules/.bin/vite-node'),
      ['--config', join(root, 'vitest.config.ts'), worker, file, String(firstCart), String(count), String(startAt)],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code === 0 && line.startsWith('[')) done(JSON.parse(line) as string[]);
      else fail(new Error(`worker exited ${code}: ${err || out}`));
    });
  });
}

describe('two processes racing for the last place of a spot', () => {
  it('50 overlapping holds from two processes on one database file: exactly one wins', async () => {
    const file = join(dir, 'race.sqlite');
    openDatabase(file).close();
    // Both workers need about a second to start; they then begin at the same instant.
    const startAt = Date.now() + 4000;
    const [a, b] = await Promise.all([runWorker(file, 1, 25, startAt), runWorker(file, 26, 25, startAt)]);
    const outcomes = [...a, ...b];
    expect(outcomes).toHaveLength(50);
    expect(outcomes.filter((o) => o === 'held')).toHaveLength(1);
    expect(outcomes.filter((o) => o === `409 ${SPOT_NOT_AVAILABLE}`)).toHaveLength(49);
    const db = openDatabase(file);
    expect(db.prepare("SELECT count(*) FROM spot_holds WHERE spot_sku = 'RACE-SPOT'").pluck().get()).toBe(1);
    db.close();
  }, 60_000);
});
