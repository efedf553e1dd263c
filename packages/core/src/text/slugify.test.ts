import { describe, expect, it } from 'vitest';
import { slugify } from './slugify.js';

describe('slugify', () => {
  it('lower-cases and turns spaces into dashes', () => {
    expect(slugify('Chloe Compete Tank')).toBe('chloe-compete-tank');
  });
  it("turns '&' into '-and-' and collapses repeated dashes", () => {
    expect(slugify('Bras & Tanks')).toBe('bras-and-tanks');
  });
  it('removes other non-word characters', () => {
    expect(slugify("Men's Tees (New!)")).toBe('mens-tees-new');
  });
});
