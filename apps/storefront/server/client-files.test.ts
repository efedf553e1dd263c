import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFiles } from './client-files.js';

let dir: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'client-files-'));
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  mkdirSync(join(dir, 'icons'));
  writeFileSync(join(dir, 'icons', 'icon-192.png'), 'png');
  const app = express();
  app.use(clientFiles(dir, { fixed: true }));
  app.use((_req, res) => res.status(418).send('passed on'));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const get = async (path: string) => {
  const response = await fetch(`${origin}${path}`);
  return { status: response.status, body: await response.text(), cacheControl: response.headers.get('cache-control') };
};

describe("a built client folder's own files", () => {
  it('are served from the entries the folder had at the start, with an hour of caching', async () => {
    expect(await get('/favicon.svg')).toEqual({ status: 200, body: '<svg/>', cacheControl: 'public, max-age=3600' });
    expect((await get('/icons/icon-192.png')).body).toBe('png');
    expect((await get('/%66avicon.svg')).body).toBe('<svg/>');
  });

  it('leave every other path to what comes next, also a file written into the folder later', async () => {
    writeFileSync(join(dir, 'late.txt'), 'late');
    for (const path of ['/', '/women/women-20', '/api/catalog', '/late.txt', '/icons-x', '/%E0%A4%A'])
      expect((await get(path)).status, path).toBe(418);
    expect((await get('/icons/missing.png')).status).toBe(418);
  });
});
