import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { request as httpRequest, createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultApiConfig } from '../config.js';
import type { ApiConfig } from '../config.js';
import { createImageRouter } from './index.js';

// Literal copies of the contract's texts: a typo in the source constants must fail these tests.
const PARAMS =
  'Please provide following parameters: /img/<type>/<width>/<height>/<action:fit,resize,identify>/<relative_url>';
const PARAMS_OR_QUERY = `${PARAMS} OR ?url=&width=&height=&action=`;
const SIZE = 'Width and height must have a value between 0 and 1024';

let root: string;
let mediaDir: string;
let cacheDir: string;
let base: string;
let remoteBase: string;
let remoteHits = 0;
let remoteJpeg: Buffer;
const servers: Server[] = [];

function imagesConfig(overrides: Partial<ApiConfig['images']> = {}): ApiConfig['images'] {
  return { ...defaultApiConfig(root).images, mediaDir, cacheDir, placeholder: 'placeholder.png', ...overrides };
}

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const get = (path: string, init?: RequestInit) => fetch(`${base}${path}`, init);

async function imageSize(response: Response) {
  const { width, height, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { width, height, format };
}

async function expectError(response: Response, code: number, result: string) {
  expect(response.status).toBe(code);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await response.json()).toEqual({ code, result });
}

/** fetch normalises `..` segments away, so traversal attempts need a client that sends the path verbatim. */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { path }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function cacheFiles(): Promise<string[]> {
  const entries = await readdir(cacheDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'img-router-'));
  mediaDir = join(root, 'media');
  cacheDir = join(root, 'cache');
  await sharp({ create: { width: 600, height: 744, channels: 3, background: '#c33' } })
    .jpeg()
    .toFile(join(root, 'secret.jpg'));
  await mkdir(join(mediaDir, 'demo'), { recursive: true });
  await sharp({ create: { width: 600, height: 744, channels: 3, background: '#c33' } })
    .jpeg()
    .toFile(join(mediaDir, 'demo/tee-red.jpg'));
  await sharp({ create: { width: 400, height: 400, channels: 4, background: '#0000' } })
    .png()
    .toFile(join(mediaDir, 'placeholder.png'));
  await writeFile(
    join(mediaDir, 'demo/logo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40"><rect width="80" height="40" fill="#36c"/></svg>',
  );
  await writeFile(join(mediaDir, 'demo/corrupt.jpg'), Buffer.from('this is not a jpeg at all'));
  await writeFile(join(mediaDir, 'demo/readme.txt'), 'text');
  remoteJpeg = await sharp({ create: { width: 500, height: 250, channels: 3, background: '#3c3' } })
    .jpeg()
    .toBuffer();

  remoteBase = await listen(
    createServer((req, res) => {
      remoteHits++;
      if (req.url === '/media/remote/shirt.jpg') {
        res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(remoteJpeg);
      } else if (req.url === '/media/remote/bounce.jpg') {
        res.writeHead(302, { Location: 'http://localhost:1/elsewhere.jpg' }).end();
      } else {
        res.writeHead(404).end('nope');
      }
    }),
  );

  const app = express();
  app.use('/img', createImageRouter(imagesConfig()));
  app.use('/img-remote', createImageRouter(imagesConfig({ sourceUrl: `${remoteBase}/media` })));
  app.use('/img-bare', createImageRouter(imagesConfig({ placeholder: 'not-uploaded.png' })));
  app.use('/img-allowed', createImageRouter(imagesConfig({ allowedHosts: ['^127\\.0\\.0\\.1:\\d+$'] })));
  base = await listen(createServer(app));
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await rm(root, { recursive: true, force: true });
});

describe('GET /img/:width/:height/:action/*path', () => {
  it('resize keeps the aspect ratio inside the box, with cache headers', async () => {
    const response = await get('/img/300/300/resize/demo/tee-red.jpg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31557600, immutable');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(await imageSize(response)).toEqual({ width: 242, height: 300, format: 'jpeg' });
  });

  it('resize never enlarges and 0 means "auto" for that dimension', async () => {
    expect(await imageSize(await get('/img/1000/1000/resize/demo/tee-red.jpg'))).toMatchObject({
      width: 600,
      height: 744,
    });
    expect(await imageSize(await get('/img/0/372/resize/demo/tee-red.jpg'))).toMatchObject({ width: 300, height: 372 });
    expect(await imageSize(await get('/img/0/0/resize/demo/tee-red.jpg'))).toMatchObject({ width: 600, height: 744 });
  });

  it('fit crops to exactly width x height', async () => {
    const response = await get('/img/200/150/fit/demo/tee-red.jpg');
    expect(response.status).toBe(200);
    expect(await imageSize(response)).toMatchObject({ width: 200, height: 150 });
  });

  it('identify answers the sharp metadata as JSON', async () => {
    const response = await get('/img/100/100/identify/demo/tee-red.jpg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({
      format: 'jpeg',
      width: 600,
      height: 744,
      channels: 3,
      hasAlpha: false,
    });
  });

  it('rasterises SVG sources to PNG', async () => {
    const response = await get('/img/40/40/resize/demo/logo.svg');
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(await imageSize(response)).toEqual({ width: 40, height: 20, format: 'png' });
  });

  it.each([
    '/img/100/100/resize/',
    '/img/100/100/resize/no_selection',
    '/img/100/100/resize/catalog/product/no_selection',
    '/img?url=&width=50&height=100&action=fit',
  ])('serves the placeholder for %s', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const size = await imageSize(response);
    expect(size.width).toBe(path.includes('url=') ? 50 : 100);
  });

  it('serves the placeholder, not cached for long, for a missing file when there is no remote source', async () => {
    const response = await get('/img/100/100/resize/demo/missing.jpg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await imageSize(response)).toEqual({ width: 100, height: 100, format: 'png' });
  });

  it.each(['/img-bare/100/100/resize/', '/img-bare/100/100/resize/demo/missing.jpg'])(
    'serves a built-in placeholder when the media folder has no placeholder file: %s',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await imageSize(response)).toEqual({ width: 100, height: 100, format: 'png' });
    },
  );

  it('answers 422 for a file sharp cannot read, and keeps serving', async () => {
    await expectError(
      await get('/img/100/100/resize/demo/corrupt.jpg'),
      422,
      'Unable to process the requested image /demo/corrupt.jpg',
    );
    expect((await get('/img/10/10/resize/demo/tee-red.jpg')).status).toBe(200);
  });
});

describe('validation', () => {
  it.each(['/img/300/300/resize', '/img/300/300', '/img', '/img/'])('too few parts: %s', async (path) => {
    await expectError(await get(path), 400, PARAMS);
  });

  it.each([
    '/img/abc/300/resize/demo/tee-red.jpg',
    '/img/300/x/resize/demo/tee-red.jpg',
    '/img/1e3/300/resize/demo/tee-red.jpg',
    '/img//300/resize/demo/tee-red.jpg',
    '/img/300/300/crop/demo/tee-red.jpg',
    '/img/300/300/RESIZE/demo/tee-red.jpg',
    '/img?url=http://127.0.0.1/a.jpg&width=abc&height=10&action=resize',
    '/img?url=http://127.0.0.1/a.jpg&width=10&height=10',
  ])('bad number or action: %s', async (path) => {
    await expectError(await get(path), 400, PARAMS_OR_QUERY);
  });

  it.each(['1025', '-1', '12.5', '99999999999999999999999'])('width %s is out of bounds', async (width) => {
    await expectError(await get(`/img/${width}/100/resize/demo/tee-red.jpg`), 400, SIZE);
    await expectError(await get(`/img/100/${width}/fit/demo/tee-red.jpg`), 400, SIZE);
  });

  it('uses the configured size limit in the message', async () => {
    const app = express().use('/img', createImageRouter(imagesConfig({ sizeLimit: 500 })));
    const small = await listen(createServer(app));
    await expectError(
      await fetch(`${small}/img/501/10/resize/demo/tee-red.jpg`),
      400,
      'Width and height must have a value between 0 and 500',
    );
  });

  it.each([
    '/img/100/100/resize/demo/readme.txt',
    '/img/100/100/resize/demo/noextension',
    '/img/100/100/resize/demo/x.tiff',
  ])('unsupported type: %s', async (path) => {
    await expectError(await get(path), 400, 'Unsupported file type');
  });

  it.each(['POST', 'PUT', 'DELETE', 'HEAD'])('%s is 405 with Allow: GET', async (method) => {
    const response = await get('/img/100/100/resize/demo/tee-red.jpg', { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    if (method !== 'HEAD') expect(await response.text()).toBe('Method Not Allowed');
  });

  it.each([
    '/img/100/100/resize/../secret.jpg',
    '/img/100/100/resize/demo/../../secret.jpg',
    '/img/100/100/resize/..%2Fsecret.jpg',
    '/img/100/100/resize/demo%2F..%2F..%2Fsecret.jpg',
    '/img/100/100/resize/%2e%2e/secret.jpg',
    '/img/100/100/resize/demo/%00.jpg',
    '/img/100/100/resize/%E0%A4%A.jpg',
  ])('rejects path traversal %s', async (path) => {
    const response = await rawGet(path);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ code: 400, result: 'Invalid image path' });
  });
});

describe('caching', () => {
  it('stores the result on disk: miss, then hit with the same bytes', async () => {
    const path = '/img/123/77/fit/demo/tee-red.jpg';
    const before = await cacheFiles();
    const first = await get(path);
    expect(first.headers.get('x-image-cache')).toBe('miss');
    const firstBytes = Buffer.from(await first.arrayBuffer());
    const after = await cacheFiles();
    expect(after.length).toBe(before.length + 1);
    expect(after.some((name) => name.endsWith('.tmp'))).toBe(false);

    const second = await get(path);
    expect(second.headers.get('x-image-cache')).toBe('hit');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(Buffer.from(await second.arrayBuffer()).equals(firstBytes)).toBe(true);
  });

  it('answers concurrent identical requests with one result', async () => {
    const responses = await Promise.all(Array.from({ length: 6 }, () => get('/img/321/123/fit/demo/tee-red.jpg')));
    const etags = new Set(responses.map((response) => response.headers.get('etag')));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(etags.size).toBe(1);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const path = '/img/64/64/resize/demo/tee-red.jpg';
    const etag = (await get(path)).headers.get('etag') ?? '';
    const revalidated = await get(path, { headers: { 'If-None-Match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(await revalidated.text()).toBe('');
    expect((await get(path, { headers: { 'If-None-Match': `W/${etag}, "other"` } })).status).toBe(304);
    expect((await get(path, { headers: { 'If-None-Match': '"something-else"' } })).status).toBe(200);
  });

  it('does not cache error responses', async () => {
    const response = await get('/img/100/100/resize/demo/corrupt.jpg');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('remote sources', () => {
  it('falls back to sourceUrl for files that are not in the media folder, once', async () => {
    const hitsBefore = remoteHits;
    const response = await get('/img-remote/250/250/resize/remote/shirt.jpg');
    expect(response.status).toBe(200);
    expect(await imageSize(response)).toMatchObject({ width: 250, height: 125 });
    expect((await get('/img-remote/250/250/resize/remote/shirt.jpg')).headers.get('x-image-cache')).toBe('hit');
    expect(remoteHits).toBe(hitsBefore + 1);
  });

  it('prefers the local file over the remote source', async () => {
    const hitsBefore = remoteHits;
    expect((await get('/img-remote/50/50/resize/demo/tee-red.jpg')).status).toBe(200);
    expect(remoteHits).toBe(hitsBefore);
  });

  // bounce.jpg redirects to a host that is not allowed: the redirect is not followed.
  it.each(['missing.jpg', 'bounce.jpg'])('reports a failed download of %s with the contract text', async (file) => {
    await expectError(
      await get(`/img-remote/100/100/resize/remote/${file}`),
      400,
      `Unable to download the requested image ${remoteBase}/media/remote/${file}`,
    );
  });

  it('serves ?url= from the sourceUrl host and from allowedHosts', async () => {
    const url = encodeURIComponent(`${remoteBase}/media/remote/shirt.jpg`);
    for (const mount of ['/img-remote', '/img-allowed']) {
      const response = await get(`${mount}?url=${url}&width=100&height=100&action=fit`);
      expect(response.status).toBe(200);
      expect(await imageSize(response)).toMatchObject({ width: 100, height: 100 });
    }
  });

  it('rejects hosts that are not allowed, before any download', async () => {
    const hitsBefore = remoteHits;
    const port = new URL(remoteBase).port;
    for (const url of [
      `http://localhost:${port}/media/remote/shirt.jpg`,
      'http://example.com/a.jpg',
      'file:///etc/passwd.jpg',
      'not a url',
    ]) {
      await expectError(
        await get(`/img-remote?url=${encodeURIComponent(url)}&width=10&height=10&action=resize`),
        400,
        'Host is not allowed',
      );
    }
    await expectError(
      await get(
        `/img?url=${encodeURIComponent(`${remoteBase}/media/remote/shirt.jpg`)}&width=10&height=10&action=resize`,
      ),
      400,
      'Host is not allowed',
    );
    expect(remoteHits).toBe(hitsBefore);
  });
});

describe('the media folder and the cache on disk', () => {
  it('refuses a symbolic link that leads out of the media folder', async () => {
    await symlink(join(root, 'secret.jpg'), join(mediaDir, 'demo/escape.jpg'));
    await expectError(await get('/img/100/100/resize/demo/escape.jpg'), 400, 'Invalid image path');
  });

  it('keeps the resized-image cache within its disk budget', async () => {
    const boundedDir = join(root, 'bounded-cache');
    const app = express();
    app.use('/img', createImageRouter(imagesConfig({ cacheDir: boundedDir, cacheMaxBytes: 3 * 4096 })));
    const bounded = await listen(createServer(app));
    for (const width of [40, 41, 42, 43, 44, 45, 46, 47])
      expect((await fetch(`${bounded}/img/${width}/40/resize/demo/tee-red.jpg`)).status).toBe(200);
    const files = async () =>
      (await readdir(boundedDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;
    // Eviction runs behind the responses: wait for it, not for a guessed time.
    await vi.waitFor(async () => expect(await files()).toBeLessThanOrEqual(3), { timeout: 15_000, interval: 20 });
  });
});

describe('resizes per client', () => {
  it('counts only cache misses, answers 429 with Retry-After beyond the limit, and allows again after the window', async () => {
    let clock = 1_000_000;
    const app = express();
    app.use(
      '/img',
      createImageRouter(
        imagesConfig({ cacheDir: join(root, 'limited-cache'), transformRateLimit: { max: 2, windowMs: 60_000 } }),
        { now: () => clock },
      ),
    );
    const limited = await listen(createServer(app));
    const size = (width: number) => fetch(`${limited}/img/${width}/50/resize/demo/tee-red.jpg`);
    expect((await size(50)).status).toBe(200);
    expect((await size(51)).status).toBe(200);
    // Cached sizes cost nothing and stay available.
    expect((await size(50)).status).toBe(200);
    const refused = await size(52);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.json()).toEqual({
      code: 429,
      result: 'Too many new image sizes requested. Please try again later.',
    });
    clock += 60_000;
    expect((await size(52)).status).toBe(200);
  });
});
