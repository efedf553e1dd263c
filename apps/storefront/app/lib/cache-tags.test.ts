import { describe, expect, it } from 'vitest';
import { addCacheTags } from './cache-tags';

describe('addCacheTags', () => {
  it('tags products with P<id> and categories with C<id>', () => {
    const tags = new Set<string>();
    addCacheTags(tags, 'product', [{ id: 1852 }, { id: '198' }]);
    addCacheTags(tags, 'category', [{ id: 20 }]);
    expect([...tags]).toEqual(['P1852', 'P198', 'C20']);
  });

  it('ignores other entities, documents without an id and ids that would break the header', () => {
    const tags = new Set<string>();
    addCacheTags(tags, 'taxrule', [{ id: 1 }]);
    addCacheTags(tags, 'product', [{}, { id: 'a b' }, { id: 'x,y' }, null, { id: Number.NaN }]);
    expect(tags.size).toBe(0);
  });
});
