import { describe, expect, it } from 'vitest';
import { isPublicUrl, resolvePublicOrigin } from './public-origin.js';

describe('resolvePublicOrigin', () => {
  it('uses the configured URL whatever the Host header says', () => {
    expect(
      resolvePublicOrigin({ configured: 'https://shop.example.com/', requestHost: 'evil.example', port: 3000 }),
    ).toBe('https://shop.example.com');
    expect(
      resolvePublicOrigin({ configured: 'https://shop.example.com:8443/x', requestHost: undefined, port: 1 }),
    ).toBe('https://shop.example.com:8443');
  });

  it('without configuration, trusts only a loopback Host', () => {
    expect(resolvePublicOrigin({ configured: '', requestHost: '127.0.0.1:4000', port: 4000 })).toBe(
      'http://127.0.0.1:4000',
    );
    expect(resolvePublicOrigin({ configured: '', requestHost: 'localhost:3000', port: 3000 })).toBe(
      'http://localhost:3000',
    );
    expect(resolvePublicOrigin({ configured: '', requestHost: '[::1]:3000', port: 3000 })).toBe('http://[::1]:3000');
  });

  it('falls back to localhost for a forged or missing Host', () => {
    for (const requestHost of ['evil.example', 'localhost.evil.example', '127.0.0.1.evil.example', undefined])
      expect(resolvePublicOrigin({ configured: '', requestHost, port: 3000 }), String(requestHost)).toBe(
        'http://localhost:3000',
      );
  });
});

describe('isPublicUrl', () => {
  it('accepts empty and absolute http(s) URLs only', () => {
    expect(isPublicUrl('')).toBe(true);
    expect(isPublicUrl('https://shop.example.com')).toBe(true);
    expect(isPublicUrl('/shop')).toBe(false);
    expect(isPublicUrl('javascript:alert(1)')).toBe(false);
    expect(isPublicUrl('https://user:pw@shop.example.com')).toBe(false);
  });
});
