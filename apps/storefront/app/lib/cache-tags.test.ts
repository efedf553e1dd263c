import { describe, expect, it } from 'vitest';
import { addCacheTags, tagsOfProductChanges, type PageTagNotes } from './cache-tags';

function notes(): PageTagNotes & { untracked: boolean } {
  const kept = {
    tags: new Set<string>(),
    untracked: false,
    untrackedProducts() {
      kept.untracked = true;
    },
  };
  return kept;
}

describe('addCacheTags', () => {
  it('tags the products found with P<id> and the categories a product query lists with C<id>', () => {
    const page = notes();
    const query = {
      filters: [
        { attribute: 'visibility', value: [2, 4] },
        { attribute: 'category_ids', value: [20, '21'] },
      ],
    };
    addCacheTags(page, 'product', [{ id: 1852 }, { id: '198' }], query);
    expect([...page.tags]).toEqual(['P1852', 'P198', 'C20', 'C21']);
    expect(page.untracked).toBe(false);
  });

  it('tags nothing for a category document read by name (menu, breadcrumbs) or other entities', () => {
    const page = notes();
    addCacheTags(page, 'category', [{ id: 20 }], { filters: [{ attribute: 'level', value: [2] }] });
    addCacheTags(page, 'taxrule', [{ id: 1 }]);
    expect(page.tags.size).toBe(0);
    expect(page.untracked).toBe(false);
  });

  it('follows products named one by one by the P tags of those found (a name looked up in vain is not followed)', () => {
    const found = notes();
    addCacheTags(found, 'product', [{ id: 5 }], { filters: [{ attribute: 'sku', value: { in: ['MS01', 'MS02'] } }] });
    expect([...found.tags]).toEqual(['P5']);
    expect(found.untracked).toBe(false);
    // The URL dispatcher's product lookup at a category URL.
    const dispatcher = notes();
    addCacheTags(dispatcher, 'product', [], { filters: [{ attribute: 'url_path', value: ['women/women-20'] }] });
    expect(dispatcher.untracked).toBe(false);
    const untaggable = notes();
    addCacheTags(untaggable, 'product', [{ id: 'a b' }], { filters: [{ attribute: 'id', value: ['a b'] }] });
    expect(untaggable.untracked).toBe(true);
  });

  it('marks a text search, a query by other fields and a category id no tag can carry as untracked', () => {
    for (const query of [
      { text: 'shirt', filters: [{ attribute: 'category_ids', value: [20] }] },
      { filters: [{ attribute: 'new', value: ['1'] }], sort: 'updated_at:desc' },
      { filters: [{ attribute: 'id', value: { gte: 0, lt: 100 } }] },
      { filters: [{ attribute: 'category.category_id', value: ['a b'] }] },
    ]) {
      const page = notes();
      addCacheTags(page, 'product', [{ id: 1 }], query);
      expect(page.untracked, JSON.stringify(query)).toBe(true);
    }
  });

  it('skips documents without an id and ids that would break the header', () => {
    const page = notes();
    addCacheTags(page, 'product', [{}, { id: 'a b' }, { id: 'x,y' }, null, { id: Number.NaN }], {
      filters: [{ attribute: 'category_ids', value: [3] }],
    });
    expect([...page.tags]).toEqual(['C3']);
  });
});

describe('tagsOfProductChanges', () => {
  it('names each changed product, each old and new category, and home', () => {
    expect(
      tagsOfProductChanges([
        { ids: ['1', '2'], categoryIds: ['20'] },
        { ids: ['2'], categoryIds: ['21', '20'] },
      ]),
    ).toEqual(['P1', 'P2', 'C20', 'C21', 'home']);
    expect(tagsOfProductChanges([])).toEqual([]);
  });

  it('says everything for an unbounded change or an id no tag can carry', () => {
    expect(tagsOfProductChanges([{ ids: ['1'], categoryIds: [] }, { categoryIds: [] }])).toBeUndefined();
    expect(tagsOfProductChanges([{ ids: ['a b'], categoryIds: [] }])).toBeUndefined();
    expect(tagsOfProductChanges([{ ids: ['1'], categoryIds: ['x,y'] }])).toBeUndefined();
  });
});
