import { describe, expect, it } from 'vitest';
import { withChildCategoryRenamed, withProductCategoryRenamed } from './category-name-copies.js';

describe('category name copies', () => {
  it('renames the category wherever the children_data tree holds it, and only there', () => {
    const root = {
      id: 2,
      name: 'Default',
      children_data: [
        { id: 20, name: 'Parking', children_data: [{ id: 30, name: 'Garages', children_data: [] }] },
        { id: 21, name: 'Gear', children_data: [] },
      ],
    };
    expect(withChildCategoryRenamed(root, 30, 'Covered garages')).toEqual({
      id: 2,
      name: 'Default',
      children_data: [
        { id: 20, name: 'Parking', children_data: [{ id: 30, name: 'Covered garages', children_data: [] }] },
        { id: 21, name: 'Gear', children_data: [] },
      ],
    });
    expect(withChildCategoryRenamed(root, 30, 'Garages')).toBeUndefined();
    expect(withChildCategoryRenamed(root, 99, 'Other')).toBeUndefined();
    expect(withChildCategoryRenamed({ id: 5, name: 'Leaf' }, 30, 'x')).toBeUndefined();
    // A child that carries no name of its own gets none.
    expect(withChildCategoryRenamed({ id: 1, children_data: [{ id: '30' }] }, 30, 'x')).toBeUndefined();
  });

  it("renames the product's entry of the category, whether its id is a number or a string", () => {
    const product = {
      id: 7,
      sku: 'A',
      category: [
        { category_id: '30', name: 'Garages' },
        { category_id: 21, name: 'Gear' },
      ],
    };
    expect(withProductCategoryRenamed(product, 30, 'Covered garages')).toEqual({
      id: 7,
      sku: 'A',
      category: [
        { category_id: '30', name: 'Covered garages' },
        { category_id: 21, name: 'Gear' },
      ],
    });
    expect(withProductCategoryRenamed(product, 22, 'x')).toBeUndefined();
    expect(withProductCategoryRenamed({ id: 8, category_ids: [30] }, 30, 'x')).toBeUndefined();
  });
});
