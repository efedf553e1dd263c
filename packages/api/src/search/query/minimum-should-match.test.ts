import { describe, expect, it } from 'vitest';
import { minimumShouldMatch } from './minimum-should-match.js';

describe('minimumShouldMatch', () => {
  it('rounds percentages down, as Elasticsearch does', () => {
    expect(minimumShouldMatch('75%', 4, 1)).toBe(3);
    expect(minimumShouldMatch('75%', 2, 1)).toBe(1);
    expect(minimumShouldMatch('75%', 1, 1)).toBe(0);
  });

  it('reads integers, negative values and falls back when absent', () => {
    expect(minimumShouldMatch(2, 5, 1)).toBe(2);
    expect(minimumShouldMatch(-1, 5, 1)).toBe(4);
    expect(minimumShouldMatch('-25%', 4, 1)).toBe(3);
    expect(minimumShouldMatch(undefined, 5, 1)).toBe(1);
    expect(minimumShouldMatch(9, 3, 1)).toBe(3);
  });
});
