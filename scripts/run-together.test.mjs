import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const runner = join(import.meta.dirname, 'run-together.mjs');
const project = mkdtempSync(join(tmpdir(), 'run-together-'));
writeFileSync(
  join(project, 'package.json'),
  JSON.stringify({
    name: 'run-together-fixture',
    private: true,
    scripts: {
      fine: 'node -e "console.log(\'all good\')"',
      broken:
        "node -e \"console.log(' FAIL  a.test.ts > adds'); console.log('a line of noise'); " +
        "console.log('AssertionError: expected 1 to be 2'); process.exit(1)\"",
    },
  }),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

function run(...scripts) {
  return spawnSync(process.execPath, [runner, ...scripts], { cwd: project, encoding: 'utf8' });
}

describe('run-together', () => {
  it('passes when every script passes', () => {
    const result = run('fine', 'fine');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('`npm run fine` passed');
    expect(result.stdout).not.toContain('failed');
  });

  it('fails when one fails, and repeats that script’s failures after everything else, whatever ended last', () => {
    const result = run('broken', 'fine');
    expect(result.status).toBe(1);
    const summary = result.stdout.slice(result.stdout.lastIndexOf('`npm run broken` failed;'));
    expect(summary.length).toBeLessThan(result.stdout.length);
    expect(result.stdout.lastIndexOf('`npm run fine` passed')).toBeLessThan(result.stdout.length - summary.length);
    expect(summary).toContain('FAIL  a.test.ts > adds');
    expect(summary).toContain('AssertionError: expected 1 to be 2');
    expect(summary).not.toContain('a line of noise');
  });
});
