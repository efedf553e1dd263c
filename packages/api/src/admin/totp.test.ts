import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, totpCode, totpUri } from './totp.js';

// RFC 6238 appendix B's SHA-1 secret ("12345678901234567890") and its 8-digit codes; RFC 4226 appendix D's HOTP.
const RFC_SECRET = Buffer.from('12345678901234567890');

describe('TOTP (RFC 6238)', () => {
  it('gives RFC 4226 HOTP values and RFC 6238 TOTP values', () => {
    expect([0, 1, 2, 9].map((counter) => hotp(RFC_SECRET, counter))).toEqual(['755224', '287082', '359152', '520489']);
    expect(hotp(RFC_SECRET, Math.floor(59 / 30), 8)).toBe('94287082');
    expect(hotp(RFC_SECRET, Math.floor(1111111109 / 30), 8)).toBe('07081804');
    expect(hotp(RFC_SECRET, Math.floor(20000000000 / 30), 8)).toBe('65353130');
  });

  it('round-trips base32 and accepts a code one step either side, not two', () => {
    const secret = base32Encode(RFC_SECRET);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(secret).equals(RFC_SECRET)).toBe(true);
    const at = 1_700_000_000_000;
    const code = totpCode(secret, at);
    expect(matchTotp(secret, code, at)).toBe(Math.floor(at / 30_000));
    expect(matchTotp(secret, code, at + 30_000)).toBeDefined();
    expect(matchTotp(secret, code, at + 90_000)).toBeUndefined();
    expect(matchTotp(secret, 'abcdef', at)).toBeUndefined();
  });

  it('writes the otpauth link authenticator apps read', () => {
    expect(totpUri('ABC', 'owner@shop.test', 'Shop')).toBe(
      'otpauth://totp/Shop:owner%40shop.test?secret=ABC&issuer=Shop&algorithm=SHA1&digits=6&period=30',
    );
  });
});
