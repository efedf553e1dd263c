import { describe, expect, it } from 'vitest';
import { defaultApiConfig } from '../config.js';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './password-hash.js';

const FAST = { N: 1024, r: 8, p: 1, keyLength: 32 };

describe('password hashes', () => {
  it('hashes with the real OWASP parameters (N=2^17, r=8, p=1), above Node’s default maxmem, and verifies', async () => {
    const owasp = defaultApiConfig('/tmp').users.scrypt;
    expect(owasp).toEqual({ N: 131_072, r: 8, p: 1, keyLength: 32 });
    const stored = await hashPassword('correct horse battery', owasp);
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(needsRehash(stored, owasp)).toBe(false);
  });

  it('salts every hash, so the same password never gives the same string', async () => {
    const [a, b] = await Promise.all([hashPassword('same password', FAST), hashPassword('same password', FAST)]);
    expect(a).not.toBe(b);
    expect(a).not.toContain('same password');
  });

  it('verifies with the parameters stored in the hash, and asks for a rehash when the configured ones differ', async () => {
    const old = await hashPassword('an old password', { ...FAST, N: 512 });
    expect(await verifyPassword('an old password', old)).toBe(true);
    expect(needsRehash(old, FAST)).toBe(true);
    expect(needsRehash(old, { ...FAST, N: 512 })).toBe(false);
  });

  it('never matches a malformed stored hash', async () => {
    for (const stored of ['', 'plain', 'bcrypt$1$2$3$4$5', 'scrypt$x$8$1$c2FsdA$a2V5', 'scrypt$1024$8$1$c2FsdA$'])
      expect(await verifyPassword('anything at all', stored)).toBe(false);
    expect(needsRehash('plain', FAST)).toBe(true);
  });

  it('keeps one dummy hash per parameter set, for unknown e-mails at login', async () => {
    const first = await dummyHash(FAST);
    expect(await dummyHash(FAST)).toBe(first);
    expect(first.startsWith('scrypt$1024$8$1$')).toBe(true);
  });
});
