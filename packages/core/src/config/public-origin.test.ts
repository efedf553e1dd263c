import { describe, expect, it } from 'vitest';
import { isPublicUrl, resolvePublicOrigin } from './public-origin.js';

describe('resolvePublicOrigin', () => {
  it('uses the configured URL whatever the listen address', () => {
    expect(resolvePublicOrigin({ configured: 'https://shop.example.com/', host: '127.0.0.1', port: 3000 })).toBe(
      'https://shop.example.com',
    );
    expect(resolvePublicOrigin({ configured: 'https://shop.example.com:8443/x', port: 1 })).toBe(
      'https://shop.example.com:8443',
    );
  });

  it('without configuration, names the listen address: localhost for a wildcard address', () => {
    for (const host of [undefined, '', '0.0.0.0', '::'])
      expect(
        resolvePublicOrigin({ configured: '', ...(host !== undefined && { host }), port: 3000 }),
        String(host),
      ).toBe('http://localhost:3000');
    expect(resolvePublicOrigin({ configured: '', host: '127.0.0.1', port: 4000 })).toBe('http://127.0.0.1:4000');
    expect(resolvePublicOrigin({ configured: '', host: '::1', port: 3000 })).toBe('http://[::1]:3000');
  });

  it('has no request input at all: a Host header cannot reach the answer', () => {
    // The input type names no request header; an extra property is ignored whatever it says.
    const input = { configured: '', port: 3000, requestHost: 'evil.example' };
    expect(resolvePublicOrigin(input)).toBe('http://localhost:3000');
  });
});

describe('isPublicUrl', () => {
  it.each(['', 'https://shop.example.com'])('accepts %j: empty or an absolute http(s) URL', (url) => {
    expect(isPublicUrl(url)).toBe(true);
  });

  it.each(['/shop', 'javascript:alert(1)', 'https://user:pw@shop.example.com'])('refuses %j', (url) => {
    expect(isPublicUrl(url)).toBe(false);
  });
});
