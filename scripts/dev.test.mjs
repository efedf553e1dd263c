import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const START_LIMIT_MS = 120_000;

describe('npm run dev', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-dev-'));
  let child;
  let log = '';
  let url = '';

  beforeAll(async () => {
    // The test runner's own variables would tell Vite it runs under a test.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
    child = spawn(process.execPath, [join(root, 'scripts/dev.mjs')], {
      cwd: root,
      env: { ...env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_PRODUCTS: '20' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    url = await new Promise((resolve, reject) => {
      const onData = (chunk) => {
        log += chunk.toString();
        const ready = /Storefront listening on (http:\/\/[^\s/]+:\d+)/.exec(log);
        if (ready) resolve(ready[1].replace('localhost', '127.0.0.1'));
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) => reject(new Error(`npm run dev exited (${code}):\n${log}`)));
    });
  }, START_LIMIT_MS);

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('says where it serves in its first line', () => {
    expect(log.split('\n')[0]).toMatch(/^Development server: /);
  });

  it('serves the shop from source, with the hot-reload client', async () => {
    const response = await fetch(`${url}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Storefront</title>');
    expect(html).toContain('/app/entry.client.tsx');
    expect((await fetch(`${url}/@vite/client`)).status).toBe(200);
  }, 60_000);

  it('serves the embedded API on the seeded database', async () => {
    const response = await fetch(`${url}/api/catalog/vue_storefront_catalog/product/_search?size=1`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.hits.total).toBeGreaterThan(0);
  });
});
