import { describe, expect, it } from 'vitest';
import { isMailAddress, normalizeMailAddress, sameMailAddress } from './mail-address.js';

describe('isMailAddress', () => {
  it('accepts plain addresses', () => {
    for (const address of ['ann@example.com', 'a.b+shop@mail.example.co.uk', 'jürgen@müller.de', "o'neil@x.io"])
      expect(isMailAddress(address), address).toBe(true);
  });

  it('refuses anything that is not exactly one address', () => {
    for (const value of [
      '',
      'ann',
      'ann@example',
      'ann@example.',
      'ann@@example.com',
      'a@b.com,c@d.com',
      'x,shop@example.com',
      'Ann <ann@example.com>',
      'ann@example.com\r\nBcc: all@example.com',
      ' ann@example.com',
      '"ann"@example.com',
      `${'a'.repeat(250)}@example.com`,
      42,
      undefined,
    ])
      expect(isMailAddress(value), String(value)).toBe(false);
  });
});

describe('normalizeMailAddress', () => {
  it('trims and lower-cases', () => {
    expect(normalizeMailAddress('  Ann@Example.COM ')).toBe('ann@example.com');
  });
});

describe('sameMailAddress', () => {
  it('ignores case and surrounding spaces on both sides', () => {
    expect(sameMailAddress(' Ann@Example.com', 'ann@example.COM  ')).toBe(true);
  });

  it('tells different addresses apart', () => {
    expect(sameMailAddress('ann@example.com', 'anna@example.com')).toBe(false);
  });
});
