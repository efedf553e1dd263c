import { describe, expect, it } from 'vitest';
import { createSourceFilter, filterSource } from './filter-source.js';
import { parseSourceFields } from './source-fields.js';

/** A category document shaped like VSF's `catalog_category.json` (trimmed). */
const category = {
  id: 20,
  parent_id: 2,
  name: 'Women',
  is_active: true,
  position: 3,
  level: 2,
  product_count: 0,
  children_count: '2',
  path: '1/2/20',
  url_key: 'women-20',
  url_path: 'women/women-20',
  slug: 'women-20',
  include_in_menu: true,
  available_sort_by: [],
  children_data: [
    {
      id: 21,
      name: 'Tops',
      level: 3,
      children_data: [
        { id: 23, name: 'Jackets', level: 4, children_data: [] },
        { id: 25, name: 'Tees', level: 4, children_data: [] },
      ],
    },
    { id: 22, name: 'Bottoms', level: 3, children_data: [] },
  ],
};

const CATEGORY_INCLUDES =
  'children_count,id,is_active,level,name,parent_id,path,position,product_count,sku,url_key,url_path,*.children_data.id,*.id';

/** A configurable product as the importer writes it (trimmed). */
const product = {
  id: 1769,
  sku: 'WT06',
  name: 'Chloe Compete Tank',
  image: '/w/t/wt06-blue_main.jpg',
  small_image: '/w/t/wt06-blue_main.jpg',
  thumbnail: '/w/t/wt06-blue_main.jpg',
  msrp_display_actual_price_type: '0',
  required_options: '0',
  sgn: 'root-signature',
  media_gallery: [{ image: '/w/t/wt06-blue_main.jpg', pos: 1, typ: 'image' }],
  category_ids: ['20', '21'],
  category: [{ category_id: 20, name: 'Women' }],
  configurable_children: [
    { sku: 'WT06-XS-Blue', price: 39, msrp_display_actual_price_type: '0', sgn: 'child-signature', image: '/a.jpg' },
  ],
  stock: { is_in_stock: true, qty: 0 },
};

describe('filterSource', () => {
  it('returns the source unchanged without patterns', () => {
    expect(filterSource(product, [], [])).toBe(product);
  });

  it('keeps the category fields and only the ids of nested children (VSF entities.category.includeFields)', () => {
    // Everything but the fields the list does not name; of the children only their ids.
    const {
      slug: _slug,
      include_in_menu: _menu,
      available_sort_by: _sortBy,
      children_data: _children,
      ...named
    } = category;
    expect(filterSource(category, parseSourceFields(CATEGORY_INCLUDES), [])).toEqual({
      ...named,
      children_data: [{ id: 21, children_data: [{ id: 23 }, { id: 25 }] }, { id: 22 }],
    });
  });

  it('drops nested sgn, named fields and whole objects for the product excludes', () => {
    const excludes = parseSourceFields('*.msrp_display_actual_price_type,required_options,media_gallery,*.sgn');
    // `*.` needs a parent: the root-level msrp_display_actual_price_type and sgn survive patterns that start with `*.`
    const { required_options: _options, media_gallery: _gallery, ...kept } = product;
    expect(filterSource(product, [], excludes)).toEqual({
      ...kept,
      configurable_children: [{ sku: 'WT06-XS-Blue', price: 39, image: '/a.jpg' }],
    });
    expect(kept).toMatchObject({ msrp_display_actual_price_type: '0', sgn: 'root-signature' });
  });

  it('excludes everything for `*`', () => {
    expect(filterSource(product, [], parseSourceFields('*'))).toEqual({});
    expect(filterSource(category, parseSourceFields(CATEGORY_INCLUDES), ['*'])).toEqual({});
  });

  it('lets `*image` reach root, prefixed and nested fields', () => {
    expect(filterSource(product, ['*image'], [])).toEqual({
      image: product.image,
      small_image: product.small_image,
      media_gallery: [{ image: '/w/t/wt06-blue_main.jpg' }],
      configurable_children: [{ image: '/a.jpg' }],
    });
  });

  it('includes a whole object by its name and reaches inside it by a dotted path', () => {
    expect(filterSource(product, ['stock'], [])).toEqual({ stock: { is_in_stock: true, qty: 0 } });
    expect(filterSource(product, ['stock.qty', 'category.name'], [])).toEqual({
      stock: { qty: 0 },
      category: [{ name: 'Women' }],
    });
  });

  it('applies excludes after includes, also inside an included object', () => {
    expect(
      filterSource(
        product,
        ['configurable_children', 'sku'],
        ['configurable_children.sgn', 'configurable_children.price'],
      ),
    ).toEqual({
      sku: 'WT06',
      configurable_children: [{ sku: 'WT06-XS-Blue', msrp_display_actual_price_type: '0', image: '/a.jpg' }],
    });
  });

  it('keeps an included object emptied by excludes, but drops an emptied list', () => {
    const source = { stock: { qty: 1 }, tags: [{ secret: 1 }], none: [] };
    expect(filterSource(source, ['stock', 'tags', 'none'], ['stock.qty', 'tags.secret'])).toEqual({
      stock: {},
      none: [],
    });
  });

  it('keeps empty lists and scalars in lists when their key is included', () => {
    const source = { ids: [1, 2], nested: [[1], [{ a: 1, b: 2 }]], empty: [] };
    expect(filterSource(source, [], ['nested.b'])).toEqual({ ids: [1, 2], nested: [[1], [{ a: 1 }]], empty: [] });
    expect(filterSource(source, ['nested.a'], [])).toEqual({ nested: [[{ a: 1 }]] });
  });

  it('treats null like any other leaf', () => {
    expect(filterSource({ a: null, b: { c: null } }, ['a', 'b.c'], [])).toEqual({ a: null, b: { c: null } });
  });

  it('does not change its input', () => {
    const copy = structuredClone(product);
    filterSource(product, ['configurable_children'], ['*.sgn']);
    expect(product).toEqual(copy);
  });
});

describe('createSourceFilter', () => {
  it('filters many documents with one set of patterns', () => {
    const filter = createSourceFilter([], ['*.sgn']);
    expect([{ a: { sgn: 1, b: 2 } }, { c: [{ sgn: 1 }] }].map(filter)).toEqual([{ a: { b: 2 } }, {}]);
  });
});
