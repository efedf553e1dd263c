import { describe, expect, it } from 'vitest';
import { isWhitelisted } from './whitelist.js';

describe('isWhitelisted', () => {
  const whitelist = ['contact@shop.example', '@team.example'];
  it('takes whole addresses and @domain entries, without regard to case', () => {
    expect(isWhitelisted('contact@shop.example', whitelist)).toBe(true);
    expect(isWhitelisted('Contact@Shop.Example', whitelist)).toBe(true);
    expect(isWhitelisted('anyone@team.example', whitelist)).toBe(true);
  });
  it('refuses other addresses, sub-domains and look-alikes', () => {
    for (const address of [
      'other@shop.example',
      'x@sub.team.example',
      'x@evilteam.example',
      'contact@shop.example.evil',
    ])
      expect(isWhitelisted(address, whitelist), address).toBe(false);
    expect(isWhitelisted('contact@shop.example', [])).toBe(false);
  });
});
