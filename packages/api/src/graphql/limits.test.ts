import { describe, expect, it } from 'vitest';
import { nestingDepth } from './limits.js';

describe('nestingDepth', () => {
  it('counts braces, brackets and parentheses together', () => {
    expect(nestingDepth('{ products(filter: { category: [[1]] }) { total_count } }')).toBe(5);
    expect(nestingDepth('')).toBe(0);
  });

  it('skips strings, block strings (with their escaped triple quotes) and comments', () => {
    expect(nestingDepth('{ a(s: "{[(\\"{") }')).toBe(2);
    expect(nestingDepth('{ a(s: """ {{{ \\""" [[[ """) }')).toBe(2);
    expect(nestingDepth('{ a } # {{{{\n{ b }')).toBe(1);
  });
});
