import { describe, expect, it } from 'vitest';
import { categoryIdFieldOf, productCategoryIds } from './product-category-ids.js';

describe('productCategoryIds', () => {
  it('reads category_ids, numbers or numeric strings, once each', () => {
    expect(productCategoryIds({ category_ids: ['20', 23, 23] })).toEqual([20, 23]);
  });

  it('falls back to the category list of Magento 1 exports', () => {
    expect(
      productCategoryIds({
        category: [
          { category_id: 7, name: 'Tops' },
          { category_id: '4', name: 'Women' },
        ],
      }),
    ).toEqual([7, 4]);
    expect(productCategoryIds({ category_ids: [], category: [{ category_id: 7 }] })).toEqual([7]);
  });

  it('ignores what is not an id', () => {
    expect(productCategoryIds({ category: [null, 'x', { name: 'No id' }] })).toEqual([]);
    expect(productCategoryIds({})).toEqual([]);
  });
});

describe('categoryIdFieldOf', () => {
  it('is category_ids unless only the category list holds ids', () => {
    expect(categoryIdFieldOf({ category_ids: [4], category: [{ category_id: 4 }] })).toBe('category_ids');
    expect(categoryIdFieldOf({ category: [{ category_id: 4, name: 'Women' }] })).toBe('category.category_id');
    expect(categoryIdFieldOf({ category_ids: [], category: [{ category_id: 4 }] })).toBe('category.category_id');
    expect(categoryIdFieldOf({})).toBe('category_ids');
  });
});
