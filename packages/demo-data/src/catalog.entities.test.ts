import { describe, expect, it } from 'vitest';
import type { Source } from './test-support/demo-catalog.js';
import { collectCatalog, entity } from './test-support/demo-catalog.js';

const catalog = collectCatalog(500);

describe('demo catalogue attributes, tax, reviews and CMS (500)', () => {
  it('uses String(source.id) as the document id and the default index', () => {
    for (const doc of catalog.documents) {
      expect(doc.id).toBe(String(doc.source.id));
      expect(doc.index).toBe('vue_storefront_catalog');
    }
    for (const name of ['product', 'category', 'attribute', 'taxrule', 'review', 'cms_page', 'cms_block'] as const) {
      const ids = entity(catalog, name).map((source) => source.id);
      expect(ids.length, name).toBeGreaterThan(0);
      expect(new Set(ids).size, name).toBe(ids.length);
    }
  });

  it('defines the filterable attributes with string option values', () => {
    const attributes = new Map(
      entity(catalog, 'attribute').map((attribute) => [attribute.attribute_code as string, attribute]),
    );
    const expectations: Record<string, string> = {
      color: 'select',
      size: 'select',
      price: 'price',
      erin_recommends: 'boolean',
      new: 'boolean',
      sale: 'boolean',
      material: 'multiselect',
      eco_collection: 'boolean',
      gender: 'select',
      hourly_rate: 'price',
      monthly_rate: 'price',
      address: 'text',
      intersection: 'text',
      places: 'text',
    };
    for (const [code, input] of Object.entries(expectations)) {
      const attribute = attributes.get(code);
      expect(attribute, code).toMatchObject({
        attribute_code: code,
        frontend_input: input,
        is_visible: true,
        default_frontend_label: expect.any(String),
        frontend_label: expect.any(String),
      });
      expect(attribute?.id).toBe(attribute?.attribute_id);
      expect(['0', '1']).toContain(attribute?.is_visible_on_front);
      expect(['0', '1']).toContain(attribute?.is_comparable);
      expect(typeof attribute?.is_user_defined).toBe('boolean');
      expect(typeof attribute?.is_filterable).toBe('boolean');
    }
    expect(attributes.get('color')).toMatchObject({ id: 93, is_filterable: true, is_visible_on_front: '1' });
    expect((attributes.get('color')?.options as Source[]).find((option) => option.label === 'Black')).toEqual({
      label: 'Black',
      value: '49',
    });
    expect(attributes.get('erin_recommends')?.options).toEqual([
      { label: 'Yes', value: '1' },
      { label: 'No', value: '0' },
    ]);
  });

  it('has one tax rule with US regional, DE and IT rates', () => {
    const [rule] = entity(catalog, 'taxrule');
    expect(rule).toMatchObject({ product_tax_class_ids: [2], customer_tax_class_ids: [3] });
    const rates = rule?.rates as Source[];
    expect(rates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ tax_country_id: 'US', region_name: 'California', tax_region_id: 12, rate: 8.25 }),
        expect.objectContaining({ tax_country_id: 'US', region_name: 'New York', tax_region_id: 43, rate: 8.875 }),
        expect.objectContaining({ tax_country_id: 'US', tax_region_id: 0 }),
        expect.objectContaining({ tax_country_id: 'DE', rate: 19 }),
        expect.objectContaining({ tax_country_id: 'IT', rate: 22 }),
      ]),
    );
    // The catch-all US rate must come after the regional ones: the first applicable rate wins.
    const catchAll = rates.findIndex((rate) => rate.tax_country_id === 'US' && rate.tax_region_id === 0);
    expect(rates.findIndex((rate) => rate.region_name === 'California')).toBeLessThan(catchAll);
    expect(rule?.tax_rate_ids).toEqual(rates.map((rate) => rate.id));
  });

  it('has approved and pending reviews of existing products', () => {
    const reviews = entity(catalog, 'review');
    const productIds = new Set(catalog.products.map((product) => product.id));
    expect(new Set(reviews.map((review) => review.review_status))).toEqual(new Set([1, 2]));
    for (const review of reviews) {
      expect(review).toMatchObject({
        review_entity: 'product',
        review_type: 1,
        customer_id: null,
        store_id: 1,
        stores: [0, 1],
      });
      expect(review.title).toEqual(expect.any(String));
      expect([1, 2, 3, 4, 5]).toContain(review.rating);
      expect(review.detail).toEqual(expect.any(String));
      expect(review.nickname).toEqual(expect.any(String));
      expect(productIds.has(review.product_id)).toBe(true);
    }
  });

  it('has the CMS pages and blocks the theme asks for', () => {
    const pages = entity(catalog, 'cms_page');
    const blocks = entity(catalog, 'cms_block');
    for (const identifier of [
      'about-us',
      'customer-service',
      'home',
      'privacy-policy-cookie-restriction-mode',
      'no-route',
    ]) {
      expect(
        pages.find((page) => page.identifier === identifier),
        identifier,
      ).toMatchObject({ active: true, store_id: [0], title: expect.any(String), content: expect.any(String) });
    }
    for (const identifier of ['footer_links_block', 'home-page-block', 'men-block', 'women-block', 'sale-block']) {
      expect(
        blocks.find((block) => block.identifier === identifier),
        identifier,
      ).toMatchObject({ active: true, store_id: [0], content: expect.stringContaining('<') });
    }
    for (const doc of [...pages, ...blocks]) {
      expect(doc.creation_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(doc.content as string).not.toMatch(/<script/i);
    }
  });
});
