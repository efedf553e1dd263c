import { describe, expect, it } from 'vitest';
import { allowedEdits, editDistance } from './edit-distance.js';

describe('editDistance', () => {
  it('counts substitutions, insertions, deletions and adjacent transpositions as one edit each', () => {
    expect(editDistance('jacket', 'jakcet', 2)).toBe(1);
    expect(editDistance('hoodie', 'hodie', 2)).toBe(1);
    expect(editDistance('hoodie', 'hoddie', 2)).toBe(1);
    expect(editDistance('tee', 'tees', 2)).toBe(1);
    expect(editDistance('pant', 'pants', 2)).toBe(1);
  });

  it('gives up past the allowed distance', () => {
    expect(editDistance('jacket', 'bottle', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('allowedEdits', () => {
  it('follows Elasticsearch fuzziness values', () => {
    expect(allowedEdits(2, 'ab')).toBe(2);
    expect(allowedEdits('AUTO', 'ab')).toBe(0);
    expect(allowedEdits('AUTO', 'tee')).toBe(1);
    expect(allowedEdits('AUTO', 'jacket')).toBe(2);
    expect(allowedEdits(undefined, 'jacket')).toBe(0);
  });
});
