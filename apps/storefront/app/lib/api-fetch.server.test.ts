import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiFetch } from './api-fetch.server';

let api: Server;
let seen: Array<{ url: string; headers: IncomingHttpHeaders }> = [];
const base = () => `http://127.0.0.1:${(api.address() as AddressInfo).port}`;

beforeAll(async () => {
  api = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"code":200,"result":"ok"}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

describe('createApiFetch', () => {
  it("resolves against the API's base URL and names the shopper in X-Forwarded-For, never a forwarded claim", async () => {
    seen = [];
    const apiFetch = createApiFetch(base(), '198.51.100.4');
    await apiFetch('/api/order?token=t', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Forwarded-For': '10.0.0.1, 127.0.0.1' },
      body: '{}',
    });
    await apiFetch('/api/user/me');
    expect(seen.map((request) => [request.url, request.headers['x-forwarded-for']])).toEqual([
      ['/api/order?token=t', '198.51.100.4'],
      ['/api/user/me', '198.51.100.4'],
    ]);
    expect(seen[0]!.headers['content-type']).toBe('application/json');
  });
});
