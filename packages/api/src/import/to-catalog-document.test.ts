import { describe, expect, it } from 'vitest';
import { toCatalogDocument, type DocumentHints } from './to-catalog-document.js';

const ndjson: DocumentHints = { allowBareDocuments: false };
const array: DocumentHints = { allowBareDocuments: true };

describe('toCatalogDocument', () => {
  it('reads an ES 7 hit', () => {
    const hit = { _index: 'vue_storefront_catalog_de_taxrule', _type: '_doc', _id: '2', _score: 1, _source: { id: 2 } };
    expect(toCatalogDocument(hit, ndjson)).toEqual({
      ok: true,
      index: 'vue_storefront_catalog_de',
      dumpIndex: 'vue_storefront_catalog_de_taxrule',
      entity: 'taxrule',
      id: '2',
      source: { id: 2 },
    });
  });

  it('refuses a spot whose time zone or rules cannot be read, naming each attribute; keeps a readable one', () => {
    const spot = { id: 7, sku: 'PK-7', hourly_rate: 3 };
    const hit = (source: object) => ({ _index: 'vue_storefront_catalog', _type: 'product', _id: '7', _source: source });
    expect(
      toCatalogDocument(hit({ ...spot, time_zone: 'America/Gotham', booking_buffer_minutes: -5 }), ndjson),
    ).toEqual({
      ok: false,
      reason:
        'time_zone: "America/Gotham" is not an IANA time zone such as "America/New_York"; ' +
        'booking_buffer_minutes: "-5" is not a whole number of minutes from 0 to 1440',
    });
    const readable = { ...spot, time_zone: 'America/New_York', opening_hours: 'Mon-Sun 06:00-23:00' };
    expect(toCatalogDocument(hit(readable), ndjson)).toMatchObject({ ok: true, source: readable });
  });

  it('takes the id from the source when _id is missing, as a string', () => {
    const result = toCatalogDocument({ _index: 'vue_storefront_catalog_review', _source: { id: 369 } }, ndjson);
    expect(result.ok && result.id).toBe('369');
  });

  it('lets --entity win over _type and the index name', () => {
    const hit = { _index: 'vue_storefront_catalog', _type: 'widget', _id: '1', _source: { id: 1 } };
    expect(toCatalogDocument(hit, { ...ndjson, entity: 'cms_block' })).toMatchObject({ ok: true, entity: 'cms_block' });
  });

  it('falls back to the file name when the hit does not name an entity', () => {
    const hit = { _index: 'shop', _type: '_doc', _id: '1', _source: { id: 1 } };
    expect(toCatalogDocument(hit, { ...ndjson, fileEntity: 'review' })).toMatchObject({
      ok: true,
      index: 'shop',
      entity: 'review',
    });
  });

  it('reads bare documents of a JSON array with the entity from the file name', () => {
    expect(toCatalogDocument({ id: 14, url_key: 'jackets-14' }, { ...array, fileEntity: 'category' })).toEqual({
      ok: true,
      index: undefined,
      entity: 'category',
      id: '14',
      source: { id: 14, url_key: 'jackets-14', slug: 'jackets-14' },
    });
  });

  it('reads hits inside a JSON array', () => {
    const hit = { _index: 'vue_storefront_catalog_it_cms_page', _id: '6', _source: { id: 6 } };
    expect(toCatalogDocument(hit, array)).toMatchObject({
      ok: true,
      index: 'vue_storefront_catalog_it',
      entity: 'cms_page',
    });
  });

  it.each([
    ['not an object', [1, 2], ndjson, /not a JSON object/],
    ['null', null, ndjson, /not a JSON object/],
    ['a bare document in NDJSON', { id: 1 }, { ...ndjson, fileEntity: 'product' as const }, /missing _source/],
    ['a hit without _source', { _index: 'vue_storefront_catalog_review', _id: '1' }, array, /missing _source/],
    [
      'a _source that is no object',
      { _index: 'x_review', _id: '1', _source: 'text' },
      ndjson,
      /_source is not an object/,
    ],
    [
      'an unknown _type',
      { _index: 'x', _type: 'widget', _id: '1', _source: {} },
      ndjson,
      /unknown entity type "widget"/,
    ],
    [
      'an index without entity',
      { _index: 'x_wishlist', _type: '_doc', _id: '1', _source: {} },
      ndjson,
      /unknown entity/,
    ],
    ['a bare document of unknown entity', { id: 1 }, array, /--entity/],
    ['no id at all', { _index: 'x_review', _source: { title: 't' } }, ndjson, /no _id and no id/],
  ])('rejects %s', (_name, value, hints, reason) => {
    const result = toCatalogDocument(value, hints);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(reason);
  });
});
