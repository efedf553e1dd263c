import { slugify } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import { listDemoImages } from './images/generate.js';
import type { Source } from './test-support/demo-catalog.js';
import { collectCatalog, entity, NOW, ofType } from './test-support/demo-catalog.js';

const catalog = collectCatalog(500);
const { parents, children, bySku } = catalog;

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const parseDate = (value: string): number => Date.parse(`${value.replace(' ', 'T')}Z`);

describe('demo catalogue products (500)', () => {
  it('has 500 sellable products of all six types, plus configurable children', () => {
    expect(parents).toHaveLength(500);
    for (const type of ['simple', 'configurable', 'grouped', 'bundle', 'virtual', 'downloadable']) {
      expect(ofType(parents, type).length, type).toBeGreaterThanOrEqual(15);
    }
    expect(children.length).toBeGreaterThan(ofType(parents, 'configurable').length);
    expect(children.every((child) => child.visibility === 1 && child.type_id === 'simple')).toBe(true);
  });

  it('embeds configurable children without a type_id, as real exports do', () => {
    const embedded = ofType(parents, 'configurable').flatMap((p) => p.configurable_children as Source[]);
    expect(embedded.length).toBeGreaterThan(0);
    expect(embedded.filter((child) => 'type_id' in child).map((child) => child.sku)).toEqual([]);
  });

  it('gives every product the core contract fields', () => {
    for (const product of catalog.products) {
      expect(typeof product.id).toBe('number');
      expect(product.sku).toEqual(expect.any(String));
      expect(product.name).toEqual(expect.any(String));
      expect([1, 2]).toContain(product.status);
      expect([1, 2, 3, 4]).toContain(product.visibility);
      expect(product.created_at).toMatch(DATE_TIME);
      expect(product.updated_at).toMatch(DATE_TIME);
      expect(parseDate(product.updated_at as string)).toBeGreaterThanOrEqual(parseDate(product.created_at as string));
      expect(product.price).toEqual(expect.any(Number));
      expect(product.final_price).toEqual(expect.any(Number));
      expect(product.regular_price).toBe(product.price);
      expect((product.category_ids as unknown[]).every((id) => typeof id === 'number')).toBe(true);
      const stock = product.stock as Source;
      expect(stock).toMatchObject({ item_id: product.id, product_id: product.id, stock_id: 1, manage_stock: true });
      expect(typeof stock.is_in_stock).toBe('boolean');
      const categoryPath = (product.category as Source[]).find(
        (ref) => ref.category_id === (product.category_ids as number[])[(product.category_ids as number[]).length - 1],
      );
      expect(categoryPath).toBeDefined();
      expect(product.slug).toBe(slugify(`${product.name as string}-${product.id as number}`));
      expect(product.url_path as string).toMatch(
        new RegExp(`/${product.url_key as string}-${product.id as number}\\.html$`),
      );
    }
    const ids = catalog.products.map((product) => product.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(catalog.products.map((product) => product.sku)).size).toBe(ids.length);
  });

  it('varies visibility, status and updated_at', () => {
    expect(parents.some((product) => product.visibility === 2)).toBe(true);
    expect(parents.some((product) => product.visibility === 3)).toBe(true);
    expect(parents.filter((product) => product.visibility === 4).length).toBeGreaterThan(400);
    expect(parents.some((product) => product.status === 2)).toBe(true);
    expect(new Set(parents.map((product) => product.updated_at)).size).toBeGreaterThan(490);
  });

  it('builds configurables from colour and size children, some disabled or out of stock', () => {
    const configurables = ofType(parents, 'configurable');
    let disabled = 0;
    let outOfStock = 0;
    for (const parent of configurables) {
      const embedded = parent.configurable_children as Source[];
      expect(embedded.length).toBeGreaterThanOrEqual(4);
      const colours = new Set(embedded.map((child) => Number(child.color)));
      const sizes = new Set(embedded.map((child) => Number(child.size)));
      expect(new Set(parent.color_options as number[])).toEqual(colours);
      expect(new Set(parent.size_options as number[])).toEqual(sizes);
      const options = parent.configurable_options as Source[];
      expect(options.map((option) => option.attribute_code)).toEqual(['color', 'size']);
      expect(options.map((option) => option.attribute_id)).toEqual(['93', '142']);
      expect(new Set((options[0]?.values as Source[]).map((value) => value.value_index))).toEqual(colours);
      for (const child of embedded) {
        expect(child.sku as string).toMatch(new RegExp(`^${parent.sku as string}-[^-]+-[A-Z][a-z]+$`));
        expect(child).toMatchObject({
          visibility: 1,
          price: parent.price,
          final_price: parent.final_price,
          tax_class_id: parent.tax_class_id,
        });
        expect(typeof (child.stock as Source).is_in_stock).toBe('boolean');
        const own = bySku.get(child.sku as string);
        expect(own, `child document ${child.sku as string}`).toBeDefined();
        expect(own).toMatchObject({
          id: child.id,
          status: child.status,
          color: child.color,
          size: child.size,
          visibility: 1,
        });
        if (child.status === 2) disabled++;
        if (!(child.stock as Source).is_in_stock) outOfStock++;
      }
      const sellable = embedded.some((child) => child.status === 1 && (child.stock as Source).is_in_stock);
      expect((parent.stock as Source).is_in_stock).toBe(sellable);
    }
    expect(disabled).toBeGreaterThan(0);
    expect(outOfStock).toBeGreaterThan(0);
  });

  it('offers custom options of all four types with fixed and percent prices', () => {
    const options = parents.flatMap((product) => (product.custom_options as Source[] | undefined) ?? []);
    expect(new Set(options.map((option) => option.type))).toEqual(new Set(['field', 'radio', 'drop_down', 'checkbox']));
    const priceTypes = new Set([
      ...options.map((option) => option.price_type).filter(Boolean),
      ...options.flatMap((option) => ((option.values as Source[] | undefined) ?? []).map((value) => value.price_type)),
    ]);
    expect(priceTypes).toEqual(new Set(['fixed', 'percent']));
    expect(options.some((option) => option.is_require === true)).toBe(true);
    expect(options.some((option) => option.is_require === false)).toBe(true);
    for (const product of parents.filter((p) => p.custom_options)) {
      expect(product.has_options).toBe('1');
      for (const option of product.custom_options as Source[]) expect(option.product_sku).toBe(product.sku);
    }
  });

  it('has special prices in past, current and future windows, some open-ended', () => {
    const now = NOW.getTime();
    const windows = { past: 0, current: 0, future: 0, openEnded: 0 };
    for (const product of parents.filter((p) => p.special_price !== null)) {
      const from = product.special_from_date as string | null;
      const to = product.special_to_date as string | null;
      if (from !== null) expect(from).toMatch(DATE_TIME);
      if (to !== null) expect(to).toMatch(DATE_TIME);
      if (from === null || to === null) windows.openEnded++;
      const started = from === null || parseDate(from) <= now;
      const ended = to !== null && parseDate(to) < now;
      const current = started && !ended;
      if (current) windows.current++;
      else if (ended) windows.past++;
      else windows.future++;
      expect(product.special_price as number).toBeLessThan(product.price as number);
      expect(product.final_price).toBe(current ? product.special_price : product.price);
      expect(product.sale).toBe(current ? '1' : '0');
    }
    expect(windows.past).toBeGreaterThan(0);
    expect(windows.current).toBeGreaterThan(0);
    expect(windows.future).toBeGreaterThan(0);
    expect(windows.openEnded).toBeGreaterThan(0);
  });

  it('has tier prices, and new/sale/erin_recommends flags as "0"/"1" strings', () => {
    const tiers = parents.flatMap((product) => product.tier_prices as Source[]);
    expect(tiers.length).toBeGreaterThan(0);
    for (const tier of tiers) {
      expect(tier).toEqual({
        customer_group_id: expect.any(Number),
        qty: expect.any(Number),
        value: expect.any(Number),
        extension_attributes: { website_id: 0 },
      });
    }
    for (const flag of ['new', 'sale', 'erin_recommends']) {
      expect(new Set(parents.map((product) => product[flag])), flag).toEqual(new Set(['0', '1']));
    }
  });

  it('gives General customers (group 1) a one-piece tier below the price on some products (usePriceTiers)', () => {
    const tiered = parents.filter((product) =>
      (product.tier_prices as Source[]).some(
        (tier) => tier.customer_group_id === 1 && tier.qty === 1 && (tier.value as number) < (product.price as number),
      ),
    );
    expect(tiered.length).toBeGreaterThan(0);
  });

  it('prices simple and virtual products across all price ranges', () => {
    const prices = parents
      .filter((p) => p.type_id === 'simple' || p.type_id === 'virtual')
      .map((p) => p.price as number);
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...prices)).toBeLessThanOrEqual(330);
    expect(prices.some((price) => price < 50)).toBe(true);
    expect(prices.some((price) => price >= 50 && price < 100)).toBe(true);
    expect(prices.some((price) => price >= 100 && price < 150)).toBe(true);
    expect(prices.some((price) => price >= 150)).toBe(true);
  });

  it('has media galleries with images and external videos, all pointing at generated images', () => {
    const images = new Set(listDemoImages());
    const gallery = parents.flatMap((product) => product.media_gallery as Source[]);
    expect(gallery.some((entry) => entry.typ === 'image' && entry.vid === null)).toBe(true);
    const video = gallery.find((entry) => entry.typ === 'external-video');
    expect(video?.vid).toMatchObject({
      url: expect.stringContaining('youtube'),
      type: 'youtube',
      video_id: expect.any(String),
      title: expect.any(String),
      desc: expect.any(String),
    });
    for (const product of catalog.products) {
      for (const key of ['image', 'small_image', 'thumbnail'])
        expect(images.has(product[key] as string), `${product.sku as string} ${key}`).toBe(true);
      for (const entry of product.media_gallery as Source[]) expect(images.has(entry.image as string)).toBe(true);
    }
  });

  it('links grouped and bundle products to existing, enabled simple products', () => {
    for (const grouped of ofType(parents, 'grouped')) {
      const associated = (grouped.product_links as Source[]).filter((link) => link.link_type === 'associated');
      expect(associated.length).toBeGreaterThanOrEqual(2);
      for (const link of associated) {
        expect(link.sku).toBe(grouped.sku);
        expect(bySku.get(link.linked_product_sku as string)).toMatchObject({ type_id: 'simple', status: 1 });
        expect((link.extension_attributes as Source).qty).toEqual(expect.any(Number));
      }
    }
    const bundles = ofType(parents, 'bundle');
    const optionKinds = new Set<string>();
    for (const bundle of bundles) {
      const options = bundle.bundle_options as Source[];
      expect(options.length).toBeGreaterThanOrEqual(2);
      for (const option of options) {
        optionKinds.add(`${option.required as boolean}`);
        expect(['radio', 'select', 'checkbox', 'multi']).toContain(option.type);
        for (const link of option.product_links as Source[]) {
          expect(bySku.get(link.sku as string)).toMatchObject({ type_id: 'simple', status: 1 });
          expect(link).toMatchObject({
            option_id: option.option_id,
            qty: expect.any(Number),
            is_default: expect.any(Boolean),
            price: null,
            price_type: null,
          });
          expect([0, 1]).toContain(link.can_change_quantity);
        }
        if (option.required) expect((option.product_links as Source[]).some((link) => link.is_default)).toBe(true);
      }
    }
    expect(optionKinds).toEqual(new Set(['true', 'false']));
  });

  it('points related, up-sell and cross-sell links at existing products', () => {
    const links = parents.flatMap((product) => product.product_links as Source[]);
    const types = new Set(links.map((link) => link.link_type));
    for (const type of ['related', 'upsell', 'crosssell', 'associated']) expect(types.has(type), type).toBe(true);
    for (const link of links) {
      const target = bySku.get(link.linked_product_sku as string);
      expect(target, link.linked_product_sku as string).toBeDefined();
      expect(link.linked_product_type).toBe(target?.type_id);
    }
  });

  it('has downloadable links and virtual products without weight', () => {
    for (const product of ofType(parents, 'downloadable')) {
      const links = product.downloadable_links as Source[];
      expect(links.length).toBeGreaterThan(0);
      for (const link of links)
        expect(link).toMatchObject({
          title: expect.any(String),
          price: expect.any(Number),
          number_of_downloads: expect.any(Number),
        });
    }
    expect(ofType(parents, 'virtual').every((product) => product.weight === undefined)).toBe(true);
  });

  it('uses tax class 2 except on a few products', () => {
    const untaxed = parents.filter((product) => product.tax_class_id !== '2');
    expect(untaxed.length).toBeGreaterThan(0);
    expect(untaxed.length).toBeLessThan(50);
    expect(untaxed.some((product) => product.tax_class_id === '0')).toBe(true);
    expect(untaxed.some((product) => !('tax_class_id' in product))).toBe(true);
  });

  it('has about 20 bookable parking spots', () => {
    const spots = parents.filter((product) => (product.category_ids as number[]).includes(64));
    expect(spots).toHaveLength(20);
    for (const spot of spots) {
      expect(spot.type_id).toBe('virtual');
      expect(spot.hourly_rate).toEqual(expect.any(Number));
      expect(spot.monthly_rate).toEqual(expect.any(Number));
      expect(spot.price).toBe(spot.hourly_rate);
      expect(spot.monthly_rate as number).toBeGreaterThan(spot.hourly_rate as number);
      expect(spot.address).toEqual(expect.any(String));
      expect(spot.intersection).toEqual(expect.stringContaining(' & '));
      expect([1, 2, 3, 4]).toContain(spot.places);
      expect(spot.time_zone).toBe('America/New_York');
      expect(spot.stock).toMatchObject({ is_in_stock: true, qty: spot.places });
    }
    expect(new Set(spots.map((spot) => spot.places)).size).toBe(4);
  });

  it('carries meta data on some products and attribute values that exist', () => {
    expect(parents.some((product) => typeof product.meta_title === 'string')).toBe(true);
    expect(parents.some((product) => typeof product.meta_description === 'string')).toBe(true);
    const attributes = new Map(
      entity(catalog, 'attribute').map((attribute) => [attribute.attribute_code as string, attribute]),
    );
    const optionValues = (code: string): Set<string> =>
      new Set(((attributes.get(code)?.options as Source[]) ?? []).map((option) => option.value as string));
    for (const product of catalog.products) {
      if (product.color !== undefined) expect(optionValues('color').has(product.color as string)).toBe(true);
      if (product.size !== undefined) expect(optionValues('size').has(product.size as string)).toBe(true);
      for (const material of (product.material as number[] | undefined) ?? [])
        expect(optionValues('material').has(String(material))).toBe(true);
      if (product.gender !== undefined) expect(optionValues('gender').has(product.gender as string)).toBe(true);
    }
  });
});
