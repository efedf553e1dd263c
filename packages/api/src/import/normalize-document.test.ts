import { describe, expect, it } from 'vitest';
import { normalizeDocument } from './normalize-document.js';

describe('normalizeDocument', () => {
  it('unwraps the one-element stock array of the 2020 sample', () => {
    const result = normalizeDocument('product', { id: 1, name: 'Tank', stock: [{ is_in_stock: true, qty: 0 }] });
    expect(result.stock).toEqual({ is_in_stock: true, qty: 0 });
  });

  it('leaves a stock object, and arrays it cannot read as one item, untouched', () => {
    expect(normalizeDocument('product', { id: 1, stock: { is_in_stock: false } }).stock).toEqual({
      is_in_stock: false,
    });
    expect(normalizeDocument('product', { id: 1, stock: [] }).stock).toEqual([]);
    expect(normalizeDocument('product', { id: 1, stock: [{ a: 1 }, { b: 2 }] }).stock).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('gives a product without slug slugify(name-id), like the url_path of the sample', () => {
    const result = normalizeDocument('product', {
      id: 1497,
      name: 'Minerva LumaTech&trade; V-Tee',
      url_key: 'minerva-lumatech-trade-v-tee',
    });
    expect(result.slug).toBe('minerva-lumatech-and-trade-v-tee-1497');
  });

  it('falls back to url_key for a product without name', () => {
    expect(normalizeDocument('product', { id: 7, url_key: 'seven' }).slug).toBe('seven');
  });

  it('keeps an existing slug', () => {
    expect(normalizeDocument('product', { id: 1, name: 'Other', slug: 'kept-1' }).slug).toBe('kept-1');
    expect(normalizeDocument('category', { id: 1, url_key: 'other', slug: 'kept' }).slug).toBe('kept');
  });

  it('gives a category without slug its url_key', () => {
    expect(normalizeDocument('category', { id: 14, url_key: 'jackets-14' }).slug).toBe('jackets-14');
  });

  it('gives url_keys unique only under their parent the id, so two "women" get different slugs', () => {
    expect(normalizeDocument('category', { id: 4, url_key: 'women', name: 'Women' }).slug).toBe('women-4');
    expect(normalizeDocument('category', { id: 6, url_key: 'women', name: 'Women' }).slug).toBe('women-6');
  });

  it('gives a category without slug nor url_key the slug its links use', () => {
    expect(normalizeDocument('category', { id: 7, name: 'Tops & Blouses' }).slug).toBe('tops-and-blouses-7');
  });

  it('does not touch other entities or fields, nor the input object', () => {
    const input = { id: 2, stock: [{ qty: 1 }], name: 'General Taxes' };
    expect(normalizeDocument('taxrule', input)).toEqual(input);
    const product = { id: 1, name: 'A', stock: [{ qty: 1 }], extra: { nested: [1] } };
    const result = normalizeDocument('product', product);
    expect(product.stock).toEqual([{ qty: 1 }]);
    expect(product).not.toHaveProperty('slug');
    expect(result.extra).toBe(product.extra);
  });
});

describe('normalizeDocument: final_price', () => {
  it('fills a missing final_price from the price, on the product and its children, so price sorts work', () => {
    const result = normalizeDocument('product', {
      id: 1,
      name: 'Tank',
      price: 39,
      configurable_children: [
        { sku: 'A', price: 35 },
        { sku: 'B', price: 36, final_price: 30 },
      ],
    });
    expect(result.final_price).toBe(39);
    expect(result.configurable_children).toEqual([
      { sku: 'A', price: 35, final_price: 35 },
      { sku: 'B', price: 36, final_price: 30 },
    ]);
  });

  it('keeps a final_price the dump already has', () => {
    expect(normalizeDocument('product', { id: 1, price: 39, final_price: 29 }).final_price).toBe(29);
  });
});

describe('normalizeDocument: Magento 1 shapes', () => {
  it('fills category_ids from the category list, and keeps category_ids that are there', () => {
    const category = [
      { category_id: 7, name: 'Tops' },
      { category_id: '4', name: 'Women' },
    ];
    expect(normalizeDocument('product', { id: 1, name: 'Tee', category }).category_ids).toEqual([7, 4]);
    expect(normalizeDocument('product', { id: 1, name: 'Tee', category, category_ids: ['9'] }).category_ids).toEqual([
      '9',
    ]);
    expect(normalizeDocument('product', { id: 1, name: 'Tee' })).not.toHaveProperty('category_ids');
  });

  it('fills children_count from children_data, nested too, and keeps a count that is there', () => {
    const result = normalizeDocument('category', {
      id: 4,
      name: 'Women',
      children_data: [
        { id: 7, name: 'Tops', children_data: [{ id: 9, name: 'Tees', children_data: [] }] },
        { id: 8, name: 'Dresses' },
      ],
    });
    expect(result.children_count).toBe('2');
    const tops = (result.children_data as Array<Record<string, unknown>>)[0]!;
    expect(tops.children_count).toBe('1');
    expect(
      normalizeDocument('category', { id: 4, children_count: '0', children_data: [{ id: 7 }] }).children_count,
    ).toBe('0');
    expect(normalizeDocument('category', { id: 4, name: 'Leaf' })).not.toHaveProperty('children_count');
  });
});
