import { describe, expect, it } from 'vitest';
import { categoryAncestorIds } from './category-ancestors.js';

describe('categoryAncestorIds', () => {
  it('lists the categories below the store root, top first, without the category itself', () => {
    expect(categoryAncestorIds({ id: 23, path: '1/2/20/21/23' }, 2)).toEqual([20, 21]);
    expect(categoryAncestorIds({ id: 20, path: '1/2/20' }, 2)).toEqual([]);
  });

  it('orders by path, not by id, as Magento 1 ids are not ordered by depth', () => {
    expect(categoryAncestorIds({ id: 5, path: '1/2/40/12/5' }, 2)).toEqual([40, 12]);
  });

  it('drops the catalogue root and the store root of another store tree', () => {
    expect(categoryAncestorIds({ id: 10, path: '1/3/6/10' }, 2)).toEqual([6]);
  });

  it('is empty without a path', () => {
    expect(categoryAncestorIds({ id: 10 }, 2)).toEqual([]);
    expect(categoryAncestorIds({ id: 10, path: '' }, 2)).toEqual([]);
  });
});
