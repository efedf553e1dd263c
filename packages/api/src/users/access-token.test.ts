import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token.js';

const secret = new TextEncoder().encode('a test secret of enough length');
const claims = { customerId: 7, email: 'ada@example.com', groupId: 1, familyId: 'fam-1' };
const NOW = Date.UTC(2026, 0, 1);

describe('access tokens', () => {
  it('carry sub, email, gid and fam, and verify until they expire', async () => {
    const token = await signAccessToken(claims, secret, NOW, 3600);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(payload).toEqual({
      sub: '7',
      email: 'ada@example.com',
      gid: 1,
      fam: 'fam-1',
      iat: NOW / 1000,
      exp: NOW / 1000 + 3600,
    });
    expect(await verifyAccessToken(token, secret, NOW + 3599_000)).toEqual(claims);
    expect(await verifyAccessToken(token, secret, NOW + 3600_000)).toBeUndefined();
  });

  it('refuses another key, another algorithm, missing claims and garbage', async () => {
    const token = await signAccessToken(claims, secret, NOW, 3600);
    expect(
      await verifyAccessToken(token, new TextEncoder().encode('another secret, same length!!'), NOW),
    ).toBeUndefined();
    const noFamily = await new SignJWT({ email: 'ada@example.com', gid: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setExpirationTime(NOW / 1000 + 60)
      .sign(secret);
    expect(await verifyAccessToken(noFamily, secret, NOW)).toBeUndefined();
    const hs512 = await new SignJWT({ email: 'ada@example.com', gid: 1, fam: 'fam-1' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('7')
      .setExpirationTime(NOW / 1000 + 60)
      .sign(new TextEncoder().encode('x'.repeat(64)));
    expect(await verifyAccessToken(hs512, secret, NOW)).toBeUndefined();
    expect(await verifyAccessToken('not.a.token', secret, NOW)).toBeUndefined();
  });
});
