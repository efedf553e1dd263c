import { describe, expect, it } from 'vitest';
import { hasSubcategories } from './category-children.js';

describe('hasSubcategories', () => {
  it('reads children_count, as a number or the string the indexer writes', () => {
    expect(hasSubcategories({ children_count: 2 })).toBe(true);
    expect(hasSubcategories({ children_count: '3' })).toBe(true);
    expect(hasSubcategories({ children_count: '0', children_data: [] })).toBe(false);
  });

  it('without children_count, reads children_data, then the comma-separated children ids', () => {
    expect(hasSubcategories({ children_data: [{ id: 7 }] })).toBe(true);
    expect(hasSubcategories({ children_data: [] })).toBe(false);
    expect(hasSubcategories({ children: '7,8' })).toBe(true);
    expect(hasSubcategories({ children: '' })).toBe(false);
    expect(hasSubcategories({ children_count: '', children_data: [{ id: 7 }] })).toBe(true);
    expect(hasSubcategories({})).toBe(false);
  });
});
