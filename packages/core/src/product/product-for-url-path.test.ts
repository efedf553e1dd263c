import { describe, expect, it } from 'vitest';
import { productForUrlPath } from './product-for-url-path.js';
import type { ProductDocument } from '../catalog/types.js';

const parent = {
  id: 1,
  name: 'Harbor Jacket',
  sku: 'HJ02',
  type_id: 'configurable',
  visibility: 4,
  status: 1,
  url_path: 'harbor-jacket.html',
  configurable_children: [{ sku: 'HJ02-6' }, { sku: 'HJ02-8' }],
} as unknown as ProductDocument;
const child: ProductDocument = {
  id: 2,
  name: 'Harbor Jacket-6',
  sku: 'HJ02-6',
  type_id: 'simple',
  visibility: 1,
  status: 1,
  url_path: 'harbor-jacket.html',
};
const other: ProductDocument = {
  id: 3,
  name: 'X',
  sku: 'X',
  type_id: 'simple',
  visibility: 4,
  status: 1,
  url_path: 'harbor-jacket.html',
};

describe('productForUrlPath', () => {
  it('prefers the visible parent over its own child sharing the url_path, whatever the order', () => {
    expect(productForUrlPath([child, parent])).toBe(parent);
    expect(productForUrlPath([parent, child])).toBe(parent);
    expect(productForUrlPath([other, child, parent])).toBe(parent);
  });

  it('prefers any product that can be shown, else keeps the first', () => {
    expect(productForUrlPath([child, other])).toBe(other);
    expect(productForUrlPath([{ ...child, status: 2 }, child])).toEqual({ ...child, status: 2 });
    expect(productForUrlPath([])).toBeUndefined();
  });
});
