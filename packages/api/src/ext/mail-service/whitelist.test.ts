import { describe, expect, it } from 'vitest';
import { isWhitelisted } from './whitelist.js';

describe('isWhitelisted', () => {
  const whitelist = ['contact@shop.example', '@team.example'];
  // Whole addresses and @domain entries, without regard to case; not other addresses, sub-domains or look-alikes.
  it.each([
    ['contact@shop.example', true],
    ['Contact@Shop.Example', true],
    ['anyone@team.example', true],
    ['other@shop.example', false],
    ['x@sub.team.example', false],
    ['x@evilteam.example', false],
    ['contact@shop.example.evil', false],
  ])('%s is let through: %s', (address, allowed) => {
    expect(isWhitelisted(address, whitelist)).toBe(allowed);
  });
  it('lets nothing through an empty whitelist', () => {
    expect(isWhitelisted('contact@shop.example', [])).toBe(false);
  });
});
