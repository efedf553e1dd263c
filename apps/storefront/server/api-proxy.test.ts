import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { applyTrustProxy } from '@storefront/api';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { API_UNREACHABLE, apiProxy, isApiPath } from './api-proxy.js';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function listen(server: Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** The API stand-in: answers with what it was sent. */
async function echoApi(): Promise<string> {
  const port = await listen(
    createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }));
      });
    }),
  );
  return `http://127.0.0.1:${port}`;
}

/** The storefront's side: the shop's trust setting (loopback, or none), the proxy, and its own 404 after it. */
async function storefront(target: string, trust: 'loopback' | 'nobody'): Promise<number> {
  const app = express();
  if (trust === 'loopback') applyTrustProxy(app, ['loopback']);
  else app.set('trust proxy', false);
  app.use(apiProxy(target));
  app.use((_req, res) => res.status(404).send('page'));
  return listen(createServer(app));
}

interface Sent {
  status: number;
  body: string;
}

/** A request with headers a browser's fetch would not let us set (Host, X-Forwarded-*). */
function send(
  port: number,
  path: string,
  options: { method?: string; headers?: IncomingHttpHeaders; body?: string } = {},
) {
  return new Promise<Sent>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('apiProxy', () => {
  it('passes the API paths on with their method, path, query, body and the shop Host, and nothing else', async () => {
    const port = await storefront(await echoApi(), 'loopback');
    const answer = await send(port, '/api/cart/update?token=t1&cartId=c1', {
      method: 'POST',
      headers: { Host: 'shop.example.com', 'Content-Type': 'application/json', Origin: 'https://shop.example.com' },
      body: '{"cartItem":{"sku":"WS12","qty":2}}',
    });
    const seen = JSON.parse(answer.body) as { method: string; url: string; headers: IncomingHttpHeaders; body: string };
    expect(seen).toMatchObject({
      method: 'POST',
      url: '/api/cart/update?token=t1&cartId=c1',
      body: '{"cartItem":{"sku":"WS12","qty":2}}',
    });
    expect(seen.headers).toMatchObject({ host: 'shop.example.com', origin: 'https://shop.example.com' });
    for (const path of ['/img/310/300/resize/a.jpg', '/graphql', '/dev/mail', '/api'])
      expect(JSON.parse((await send(port, path)).body)).toMatchObject({ url: path });
    // Pages, and paths that only begin like an API path, are the storefront's own.
    for (const path of ['/', '/apiary', '/imgs/a.jpg', '/graphqlx', '/women.html']) {
      expect(isApiPath(path)).toBe(false);
      expect(await send(port, path)).toEqual({ status: 404, body: 'page' });
    }
  });

  it('names the client this server worked out, never what the request claims', async () => {
    const api = await echoApi();
    const headersSeen = async (port: number, headers: IncomingHttpHeaders) =>
      (JSON.parse((await send(port, '/api/user/me', { headers })).body) as { headers: IncomingHttpHeaders }).headers;
    const claims = {
      'X-Forwarded-For': '203.0.113.9',
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'evil.example',
      'X-Real-IP': '198.51.100.1',
      Forwarded: 'for=198.51.100.2',
    };
    // A client the shop does not trust to name anyone: the API hears about the socket's address alone.
    const direct = await headersSeen(await storefront(api, 'nobody'), claims);
    expect(direct['x-forwarded-for']).toBe('127.0.0.1');
    expect(direct['x-forwarded-proto']).toBe('http');
    expect(direct).not.toHaveProperty('x-forwarded-host');
    expect(direct).not.toHaveProperty('x-real-ip');
    expect(direct).not.toHaveProperty('forwarded');
    // A same-machine nginx (trusted): its client and scheme reach the API, as the only entry.
    const behindNginx = await headersSeen(await storefront(api, 'loopback'), {
      ...claims,
      'X-Forwarded-For': '198.51.100.7, 203.0.113.9',
    });
    expect(behindNginx['x-forwarded-for']).toBe('203.0.113.9');
    expect(behindNginx['x-forwarded-proto']).toBe('https');
  });

  it("answers the API's envelope with 502 when the API process does not answer", async () => {
    const gone = createServer();
    const closedPort = await listen(gone);
    servers.splice(servers.indexOf(gone), 1);
    await new Promise((resolve) => gone.close(resolve));
    const port = await storefront(`http://127.0.0.1:${closedPort}`, 'loopback');
    const answer = await send(port, '/api/cart/create', { method: 'POST', body: '{}' });
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body)).toEqual({ code: 502, result: API_UNREACHABLE });
    expect(API_UNREACHABLE).toBe('The shop is briefly unavailable: please try again in a moment');
  });
});
