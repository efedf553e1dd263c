import { describe, expect, it } from 'vitest';
import { listeningUrl } from './listening-url.js';

const fallback = { host: '0.0.0.0', port: 3000 };

describe('the URL a start banner names', () => {
  it('is the address listened on when HOST names one', () => {
    expect(listeningUrl({ address: '192.168.1.20', family: 'IPv4', port: 3000 }, fallback)).toBe(
      'http://192.168.1.20:3000',
    );
    expect(listeningUrl({ address: '127.0.0.1', family: 'IPv4', port: 41234 }, fallback)).toBe(
      'http://127.0.0.1:41234',
    );
    expect(listeningUrl({ address: '::1', family: 'IPv6', port: 8080 }, fallback)).toBe('http://[::1]:8080');
  });

  it('is localhost when the server listens on every interface', () => {
    expect(listeningUrl({ address: '0.0.0.0', family: 'IPv4', port: 3000 }, fallback)).toBe('http://localhost:3000');
    expect(listeningUrl({ address: '::', family: 'IPv6', port: 3000 }, fallback)).toBe('http://localhost:3000');
  });

  it('falls back to the configured host and port when the server gives no address', () => {
    expect(listeningUrl(null, { host: '10.0.0.5', port: 3000 })).toBe('http://10.0.0.5:3000');
    expect(listeningUrl(null, fallback)).toBe('http://localhost:3000');
  });
});
