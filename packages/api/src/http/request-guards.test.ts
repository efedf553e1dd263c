import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest as raw } from '../test-support/raw-request.js';
import { startTestApi, type TestApi } from '../test-support/start-test-api.js';
import { isValidHostHeader } from './request-guards.js';

describe('isValidHostHeader', () => {
  it('accepts host names, addresses and ports', () => {
    for (const host of ['localhost', 'localhost:3000', 'shop.example.com', '127.0.0.1:80', '[::1]:3000'])
      expect(isValidHostHeader(host), host).toBe(true);
  });
  it('refuses anything else', () => {
    for (const host of ['[bad', 'a b', 'evil.com/path', 'a@b', 'host:port', '', 'x'.repeat(300), 'a\\b'])
      expect(isValidHostHeader(host), host).toBe(false);
  });
});

describe('odd requests to the standalone API', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi([]);
  });
  afterAll(() => api.close());

  it('answers TRACE and made-up methods with 405 in the envelope', async () => {
    for (const method of ['TRACE', 'PROPFIND']) {
      const response = await raw(api.url, { method, path: '/api/' });
      expect(response.status, method).toBe(405);
      expect(JSON.parse(response.body)).toEqual({ code: 405, result: `Method ${method} is not allowed` });
    }
  });

  it('answers a malformed Host with 400 in the envelope', async () => {
    const response = await raw(api.url, { path: '/api/', headers: { host: '[bad' } });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ code: 400, result: 'Malformed Host header' });
  });

  it('answers bad %-encoding, bad JSON and huge bodies with a 4xx envelope', async () => {
    const badEncoding = await raw(api.url, { path: '/api/catalog/%E0%A4%A' });
    expect(badEncoding.status).toBe(400);
    expect(JSON.parse(badEncoding.body).code).toBe(400);
    const post = (body: string) =>
      fetch(`${api.url}/api/catalog/vue_storefront_catalog/product/_search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    const badJson = await post('{bad');
    expect(badJson.status).toBe(400);
    expect(((await badJson.json()) as { code: number }).code).toBe(400);
    const huge = await post(`"${'a'.repeat(2_000_000)}"`);
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { code: number }).code).toBe(413);
  });

  it('sends security headers on API answers', async () => {
    const response = await fetch(`${api.url}/api/`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('referrer-policy')).toBeTruthy();
  });
});
