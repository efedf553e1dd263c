import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import express from 'express';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import shopRoutes from '../app/routes.js';
import { routeDiscovery } from './route-discovery.js';

const VERSION = 'test-build-1';

/**
 * A server build with the shop's own route table (app/routes.ts): each route's manifest entry names its id, so an
 * answer shows which routes it carries and in which order.
 */
function shopBuild(): ServerBuild {
  const routes: Record<string, Record<string, unknown>> = {
    root: { id: 'root', path: '', module: { default: () => null } },
  };
  const add = (entries: RouteConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file;
      routes[id] = {
        id,
        parentId,
        path: entry.path,
        index: entry.index,
        caseSensitive: entry.caseSensitive,
        module: { default: () => null },
      };
      add(entry.children ?? [], id);
    }
  };
  add(shopRoutes, 'root');
  const manifestRoutes = Object.fromEntries(
    Object.values(routes).map((route) => [
      route.id as string,
      { id: route.id, parentId: route.parentId, path: route.path, index: route.index, module: `/${route.id}.js` },
    ]),
  );
  return {
    entry: { module: { default: () => new Response('page') } },
    routes,
    assets: { version: VERSION, entry: { module: '/entry.js', imports: [] }, routes: manifestRoutes, url: '/m.js' },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: { v8_middleware: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

const build = shopBuild();
const reactRouter = createRequestHandler(build, 'production');
let server: Server;
let origin: string;

beforeAll(async () => {
  const app = express();
  app.use(routeDiscovery(build));
  app.use((_req, res) => res.status(418).send('passed on'));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** What React Router itself answers to the same request. */
async function reactRouterAnswer(query: string) {
  const response = await reactRouter(new Request(`${origin}/__manifest?${query}`));
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.text() };
}

async function ourAnswer(query: string) {
  const response = await fetch(`${origin}/__manifest?${query}`);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.text() };
}

/** Paths of every shape the shop's links take, and some no route takes the way they are written. */
const PATHS = [
  '/',
  '/women/women-20',
  '/women/women-20/tops-21/ines-crop-tee-1463.html',
  '/p/WS12/ines-crop-tee',
  '/c/women-20',
  '/i/ines-crop-tee',
  '/amp/c/women-20',
  '/amp/p/WS12/ines-crop-tee',
  '/checkout',
  '/my-account',
  '/my-account/orders',
  '/my-account/orders/000000012',
  '/de/checkout',
  '/de/women/women-20',
  '/it/my-account/newsletter',
  '/admin',
  '/admin/orders/17',
  '/admin/cms/page/3',
  '/sitemap.xml',
  '/sitemaps/products-1.xml',
  '/menu/7',
  '/legal',
  '/page-not-found',
  '/Checkout',
  '/checkout/',
  'checkout',
  '/caf%C3%A9/t%20shirt',
  '/bad%E0%A4%A',
  '/a/b/c/d/e/f',
];

describe("the route discovery answer (React Router's /__manifest)", () => {
  it('is byte for byte what React Router answers, for each path alone and for all of them at once', async () => {
    // React Router warns of the malformed %-sequence in one of the paths; the answer is what this test reads.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    onTestFinished(() => warn.mockRestore());
    const queries = [
      ...PATHS.map((path) => `paths=${encodeURIComponent(path)}&version=${VERSION}`),
      `paths=${encodeURIComponent(PATHS.join(','))}&version=${VERSION}`,
      `paths=${encodeURIComponent([...PATHS].reverse().join(','))}&version=${VERSION}`,
    ];
    for (const query of queries) {
      const theirs = await reactRouterAnswer(query);
      expect(theirs.status, query).toBe(200);
      // Twice: the second answer comes from the remembered matches.
      expect(await ourAnswer(query), query).toEqual(theirs);
      expect(await ourAnswer(query), query).toEqual(theirs);
    }
    // A real answer, not two empty ones: a product path carries the layout and the catalogue's catch-all.
    const product = JSON.parse((await ourAnswer(`paths=${encodeURIComponent(PATHS[2]!)}&version=${VERSION}`)).body);
    expect(Object.keys(product)).toEqual(['root', 'layout-default', 'catalog-dispatcher']);
  });

  it('refuses a list of more than 500 paths it has not met (400), and answers 500 as React Router does', async () => {
    const made = (from: number, count: number) => Array.from({ length: count }, (_, i) => `/n${from + i}`).join(',');
    const refused = await fetch(`${origin}/__manifest?paths=${made(0, 501)}&version=${VERSION}`);
    expect(refused.status).toBe(400);
    const query = `paths=${made(1000, 500)}&version=${VERSION}`;
    expect(await ourAnswer(query)).toEqual(await reactRouterAnswer(query));
    // Met once, they are no longer new: the 500 with one more are answered.
    const more = `paths=${made(1000, 500)},/n5000&version=${VERSION}`;
    expect(await ourAnswer(more)).toEqual(await reactRouterAnswer(more));
  });

  it("passes on what React Router answers otherwise: another build's version, no paths, an over-long URL", async () => {
    for (const query of [
      `paths=%2Fcheckout&version=another-build`,
      `paths=%2Fcheckout`,
      `version=${VERSION}`,
      `paths=&version=${VERSION}`,
      `paths=${encodeURIComponent(Array.from({ length: 800 }, (_, i) => `/p${i}`).join(','))}&version=${VERSION}`,
    ]) {
      const response = await fetch(`${origin}/__manifest?${query}`);
      expect(response.status, query).toBe(418);
    }
    expect((await fetch(`${origin}/__manifest`, { method: 'POST' })).status).toBe(418);
    expect((await fetch(`${origin}/__manifestx?paths=%2F&version=${VERSION}`)).status).toBe(418);
  });
});
