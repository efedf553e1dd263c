import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signGroupToken } from '../../auth/group-token.js';
import { issueServiceToken, verifyServiceToken } from './service-token.js';

const secret = new TextEncoder().encode('a-test-secret-of-enough-length');
const NOW = Date.parse('2026-03-01T12:00:00Z');
const address = '127.0.0.1';

describe('mail-service tokens', () => {
  it('verifies for the address it was issued to until it expires', async () => {
    const token = await issueServiceToken(secret, { address, ttlSeconds: 600, now: NOW });
    const claims = await verifyServiceToken(token, secret, { address, now: NOW + 599_000 });
    expect(claims?.expiresAt).toBe(NOW / 1000 + 600);
    expect(claims?.id).toMatch(/^[\w-]{22}$/);
    expect(await verifyServiceToken(token, secret, { address, now: NOW + 601_000 })).toBeUndefined();
  });

  it('is refused from another address, with another key, or altered', async () => {
    const token = await issueServiceToken(secret, { address, ttlSeconds: 600, now: NOW });
    expect(await verifyServiceToken(token, secret, { address: '192.0.2.9', now: NOW })).toBeUndefined();
    expect(await verifyServiceToken(token, new TextEncoder().encode('another-key'), { address, now: NOW })).toBe(
      undefined,
    );
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    forged.addr = '192.0.2.9';
    const altered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    expect(await verifyServiceToken(altered, secret, { address: '192.0.2.9', now: NOW })).toBeUndefined();
  });

  it('gives every request its own token', async () => {
    const first = await issueServiceToken(secret, { address, ttlSeconds: 600, now: NOW });
    const second = await issueServiceToken(secret, { address, ttlSeconds: 600, now: NOW });
    expect(first).not.toBe(second);
    const ids = await Promise.all([first, second].map((t) => verifyServiceToken(t, secret, { address, now: NOW })));
    expect(ids[0]?.id).not.toBe(ids[1]?.id);
  });

  it('refuses other tokens signed with the same key (group or access tokens)', async () => {
    const group = await signGroupToken({ group_id: 1, id: 2, user: 'ann@example.com' }, secret, {
      now: Date.now(),
      ttlSeconds: 3600,
    });
    const access = await new SignJWT({ sub: '2', addr: address })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti('x')
      .setExpirationTime(NOW / 1000 + 600)
      .sign(secret);
    for (const token of [group, access, '', 'not-a-token', undefined, 42])
      expect(await verifyServiceToken(token, secret, { address, now: NOW })).toBeUndefined();
  });
});
