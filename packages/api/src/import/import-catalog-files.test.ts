import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqlCatalogRepository } from '../db/sql-catalog-repository.js';
import { type OpenedTestDatabase } from '../test-support/sql-test-databases.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { importCatalogFiles, type ImportOptions } from './import-catalog-files.js';

const fixture = (name: string): string => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

const V112 = ['attribute', 'category', 'cms_block', 'cms_page', 'review', 'taxrule'].map((e) =>
  fixture(`v1.12/catalog_${e}.json`),
);
const DE = [fixture('v1.11-localized/catalog_de_category.json'), fixture('v1.11-localized/catalog_de_taxrule.json')];
const PRODUCTS = fixture('storefront-api-sample/products.json');
const ES5 = fixture('es5-single-index/catalog.json');
const BAD_LINES = fixture('bad-lines.ndjson');
const EMPTY = fixture('empty.json');
const TIMESTAMPED = fixture('timestamped-indexes/catalog1507151193738.json');
const TIMESTAMPED_DE = fixture('timestamped-indexes/catalog_de1507151193738.json');
const MAGENTO1 = fixture('timestamped-indexes/magento1_13.json');

const OPTIONS: ImportOptions = {
  defaultIndex: 'vue_storefront_catalog',
  allowedIndices: ['vue_storefront_catalog', 'vue_storefront_catalog_de', 'vue_storefront_catalog_it'],
};

let dir: string;
let opened: OpenedTestDatabase;
let repository: SqlCatalogRepository;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'catalog-import-'));
  opened = await openTestDatabase();
  repository = new SqlCatalogRepository(opened.db);
});

afterEach(async () => {
  await opened.close();
  rmSync(dir, { recursive: true, force: true });
});

function tempFile(name: string, content: string): string {
  const file = join(dir, name);
  writeFileSync(file, content);
  return file;
}

const countsOf = async () =>
  Object.fromEntries((await repository.counts()).map(({ index, entity, count }) => [`${index}/${entity}`, count]));

/** Documents per index and entity in the sample dump, in each of its file layouts. */
const SAMPLE_DUMP_COUNTS = {
  'vue_storefront_catalog/attribute': 1,
  'vue_storefront_catalog/category': 2,
  'vue_storefront_catalog/cms_block': 1,
  'vue_storefront_catalog/cms_page': 1,
  'vue_storefront_catalog/product': 1,
  'vue_storefront_catalog/review': 2,
  'vue_storefront_catalog/taxrule': 1,
};

describe('importCatalogFiles', () => {
  it('imports the v1.12 per-entity dumps into the index named by their timestamped _index', async () => {
    const report = await importCatalogFiles(repository, V112, OPTIONS);
    const expected = {
      'vue_storefront_catalog/attribute': 5,
      'vue_storefront_catalog/category': 6,
      'vue_storefront_catalog/cms_block': 3,
      'vue_storefront_catalog/cms_page': 2,
      'vue_storefront_catalog/review': 10,
      'vue_storefront_catalog/taxrule': 1,
    };
    expect(await countsOf()).toEqual(expected);
    expect(Object.fromEntries(report.counts.map((c) => [`${c.index}/${c.entity}`, c.count]))).toEqual(expected);
    expect(report).toMatchObject({ total: 27, skippedCount: 0, skipped: [], dryRun: false, replace: false });
    expect(report.files.map((f) => f.format)).toEqual(Array(6).fill('ndjson'));
    expect(await repository.getById('vue_storefront_catalog', 'cms_block', '1')).toMatchObject({
      identifier: 'footer_links_block',
    });
    // The fixture's taxrule line has no trailing newline.
    expect(await repository.getById('vue_storefront_catalog', 'taxrule', '2')).toMatchObject({ code: 'General Taxes' });
    expect(await repository.getById('vue_storefront_catalog', 'review', '369')).toMatchObject({
      id: 369,
      title: 'proba',
    });
  });

  it('puts the localized v1.11 de dumps into vue_storefront_catalog_de', async () => {
    const report = await importCatalogFiles(repository, DE, OPTIONS);
    expect(report.counts).toEqual([
      { index: 'vue_storefront_catalog_de', entity: 'category', count: 3 },
      { index: 'vue_storefront_catalog_de', entity: 'taxrule', count: 1 },
    ]);
    expect(await countsOf()).toEqual({
      'vue_storefront_catalog_de/category': 3,
      'vue_storefront_catalog_de/taxrule': 1,
    });
    expect(await repository.getById('vue_storefront_catalog_de', 'category', '4')).toMatchObject({ id: 4 });
    expect(await repository.getById('vue_storefront_catalog', 'category', '4')).toBeUndefined();
  });

  it('imports the 2020 products array into the default index with stock unwrapped and a slug added', async () => {
    const report = await importCatalogFiles(repository, [PRODUCTS], OPTIONS);
    expect(report.counts).toEqual([{ index: 'vue_storefront_catalog', entity: 'product', count: 5 }]);
    expect(report.files).toEqual([{ file: PRODUCTS, format: 'json-array', documents: 5, skipped: 0 }]);
    const product = await repository.getById('vue_storefront_catalog', 'product', '2015');
    expect(product).toMatchObject({
      name: 'Mimi All-Purpose Short',
      sku: expect.any(String),
      slug: 'mimi-all-purpose-short-2015',
      stock: { is_in_stock: expect.any(Boolean) },
    });
    expect(Array.isArray(product!.stock)).toBe(false);
    expect(product!.configurable_children).toEqual(expect.any(Array));
  });

  it('imports a combined ES 5 dump with the entity from _type', async () => {
    const report = await importCatalogFiles(repository, [ES5], OPTIONS);
    expect(await countsOf()).toEqual(SAMPLE_DUMP_COUNTS);
    expect(report.total).toBe(9);
    expect(await repository.getById('vue_storefront_catalog', 'product', '2015')).toMatchObject({
      slug: 'mimi-all-purpose-short-2015',
      stock: { is_in_stock: expect.any(Boolean) },
    });
  });

  it('skips bad lines with their line numbers and imports the good ones', async () => {
    const report = await importCatalogFiles(repository, [BAD_LINES], OPTIONS);
    expect(await countsOf()).toEqual({ 'vue_storefront_catalog/review': 3 });
    expect(report.skippedCount).toBe(6);
    expect(report.skipped).toHaveLength(6);
    const [json, source, type, object, id, entity] = report.skipped;
    expect(json).toMatch(new RegExp(`^${BAD_LINES}:2: invalid JSON`));
    expect(source).toBe(`${BAD_LINES}:5: missing _source`);
    expect(type).toMatch(new RegExp(`^${BAD_LINES}:6: unknown entity type "widget"`));
    expect(object).toBe(`${BAD_LINES}:7: not a JSON object`);
    expect(id).toBe(`${BAD_LINES}:8: no _id and no id in the document`);
    expect(entity).toMatch(new RegExp(`^${BAD_LINES}:9: unknown entity`));
    expect(report.files).toEqual([{ file: BAD_LINES, format: 'ndjson', documents: 3, skipped: 6 }]);
    for (const good of ['369', '379', '381']) {
      expect(await repository.getById('vue_storefront_catalog', 'review', good)).toBeDefined();
    }
  });

  describe('truncated files (an incomplete download)', () => {
    /** Every stored document, so "nothing changed" compares contents, not only counts. */
    const snapshot = async () => {
      const documents: string[] = [];
      for (const { index, entity } of await repository.counts()) {
        for await (const doc of repository.scan(index, entity))
          documents.push(`${index}/${entity}/${doc.id}:${doc.json}`);
      }
      return documents.sort();
    };
    /** The v1.12 category dump cut off in the middle of its last line, as a broken download leaves it. */
    const cutOffCategories = () => {
      const whole = readFileSync(fixture('v1.12/catalog_category.json'), 'utf8').trimEnd();
      return tempFile('catalog_category.json', whole.slice(0, whole.length - 200));
    };

    it('under --replace, aborts the whole import on a cut-off last line and leaves the database unchanged', async () => {
      await importCatalogFiles(repository, [...V112, PRODUCTS], OPTIONS);
      const before = await snapshot();
      const truncated = cutOffCategories();
      const lines = readFileSync(truncated, 'utf8').split('\n').length;
      await expect(
        importCatalogFiles(repository, [fixture('v1.12/catalog_review.json'), truncated, PRODUCTS], {
          ...OPTIONS,
          replace: true,
        }),
      ).rejects.toThrow(
        new RegExp(
          `^${truncated}:${lines}: invalid JSON \\(.*\\); the file looks truncated \\(an incomplete download\\)\\. Nothing was imported`,
        ),
      );
      expect(await snapshot()).toEqual(before);
    });

    it('without --replace, imports the complete lines and says the cut-off one looks truncated', async () => {
      const truncated = cutOffCategories();
      const report = await importCatalogFiles(repository, [truncated], OPTIONS);
      expect(report.total).toBeGreaterThan(0);
      expect(report.skipped).toEqual([expect.stringMatching(/the file looks truncated \(an incomplete download\)$/)]);
    });

    it('under --replace, imports a complete last line that has no newline after it', async () => {
      const taxrule = readFileSync(fixture('v1.12/catalog_taxrule.json'), 'utf8').trimEnd();
      const report = await importCatalogFiles(repository, [tempFile('catalog_taxrule.json', taxrule)], {
        ...OPTIONS,
        replace: true,
      });
      expect(report.counts).toEqual([{ index: 'vue_storefront_catalog', entity: 'taxrule', count: 1 }]);
    });

    it.each([false, true])(
      'aborts on a cut-off JSON array (replace: %s) and leaves the database unchanged',
      async (replace) => {
        await importCatalogFiles(repository, [...V112], OPTIONS);
        const before = await snapshot();
        const whole = readFileSync(PRODUCTS, 'utf8');
        const truncated = tempFile('products.json', whole.slice(0, Math.floor(whole.length / 2)));
        await expect(importCatalogFiles(repository, [PRODUCTS, truncated], { ...OPTIONS, replace })).rejects.toThrow(
          /products\.json: not a valid JSON array \(.*\); the file looks truncated \(an incomplete download\)/,
        );
        expect(await snapshot()).toEqual(before);
      },
    );
  });

  it('reports bad elements of a JSON array by position', async () => {
    const file = tempFile('reviews.json', JSON.stringify([{ id: 1, title: 'ok' }, 'text', { title: 'no id' }]));
    const report = await importCatalogFiles(repository, [file], OPTIONS);
    expect(report.skipped).toEqual([`${file}[1]: not a JSON object`, `${file}[2]: no _id and no id in the document`]);
    expect(await countsOf()).toEqual({ 'vue_storefront_catalog/review': 1 });
  });

  it('imports nothing from an empty file, without complaint', async () => {
    const report = await importCatalogFiles(repository, [EMPTY], OPTIONS);
    expect(report).toMatchObject({ total: 0, counts: [], skippedCount: 0 });
    expect(report.files).toEqual([{ file: EMPTY, format: 'empty', documents: 0, skipped: 0 }]);
    expect(await repository.counts()).toEqual([]);
  });

  it('imports every fixture together in one go', async () => {
    const report = await importCatalogFiles(repository, [...V112, ...DE, PRODUCTS, BAD_LINES, EMPTY], OPTIONS);
    expect(report.total).toBe(27 + 4 + 5 + 3);
    expect(report.skippedCount).toBe(6);
    expect((await countsOf())['vue_storefront_catalog/review']).toBe(10);
  });

  describe('all or nothing', () => {
    it('writes nothing when a listed file cannot be read, even from the files before it', async () => {
      await importCatalogFiles(repository, DE, OPTIONS);
      const before = await countsOf();
      const missing = join(dir, 'missing.json');
      await expect(importCatalogFiles(repository, [...V112, PRODUCTS, missing], OPTIONS)).rejects.toThrow(
        `cannot read ${missing}`,
      );
      expect(await countsOf()).toEqual(before);
    });

    it('rolls back the documents already written when a later file turns out unusable', async () => {
      const broken = tempFile('categories.json', '[{"id": 1}, {"id": 2');
      await expect(importCatalogFiles(repository, [...V112, broken], OPTIONS)).rejects.toThrow(
        `${broken}: not a valid JSON array`,
      );
      expect(await repository.counts()).toEqual([]);
    });

    it('rejects a directory given as a file', async () => {
      await expect(importCatalogFiles(repository, [dir], OPTIONS)).rejects.toThrow(/it is a directory/);
    });
  });

  describe('indices', () => {
    it('fails clearly on an --index that is not configured, listing the allowed ones', async () => {
      await expect(importCatalogFiles(repository, V112, { ...OPTIONS, index: 'shop_fr' })).rejects.toThrow(
        '--index: index "shop_fr" is not a configured catalogue index (config catalog.indices); allowed: vue_storefront_catalog, vue_storefront_catalog_de, vue_storefront_catalog_it',
      );
      expect(await repository.counts()).toEqual([]);
    });

    it('fails, writing nothing, when a dump names an index that is not configured', async () => {
      const fr = tempFile(
        'catalog_fr_taxrule.json',
        '{"_index":"vue_storefront_catalog_fr_taxrule","_type":"_doc","_id":"2","_source":{"id":2}}\n',
      );
      await expect(importCatalogFiles(repository, [...DE, fr], OPTIONS)).rejects.toThrow(
        `${fr}:1: index "vue_storefront_catalog_fr" is not a configured catalogue index`,
      );
      expect(await repository.counts()).toEqual([]);
    });

    it('maps index names with a timestamp and no separator to the configured index they belong to', async () => {
      const report = await importCatalogFiles(repository, [TIMESTAMPED, TIMESTAMPED_DE], OPTIONS);
      expect(await countsOf()).toEqual({ ...SAMPLE_DUMP_COUNTS, 'vue_storefront_catalog_de/category': 2 });
      expect(report.indexMappings).toEqual([
        { from: 'vue_storefront_catalog1507151193738', to: 'vue_storefront_catalog' },
        { from: 'vue_storefront_catalog_de1507151193738', to: 'vue_storefront_catalog_de' },
      ]);
    });

    it('fails, writing nothing, on an index name that belongs to no configured index, and names --index', async () => {
      await expect(importCatalogFiles(repository, [TIMESTAMPED, MAGENTO1], OPTIONS)).rejects.toThrow(
        `${MAGENTO1}:1: index "vue_storefront_magento1_13" is not a configured catalogue index and does not belong to one; pass --index <name> to import into one of the configured indexes (config catalog.indices): vue_storefront_catalog, vue_storefront_catalog_de, vue_storefront_catalog_it`,
      );
      expect(await repository.counts()).toEqual([]);
    });

    it('imports an index name that belongs to no configured index where --index says', async () => {
      await importCatalogFiles(repository, [MAGENTO1], { ...OPTIONS, index: 'vue_storefront_catalog_it' });
      expect(await countsOf()).toEqual({
        'vue_storefront_catalog_it/category': 1,
        'vue_storefront_catalog_it/product': 1,
      });
    });

    it('fails, writing nothing, when an index name could belong to two configured indexes', async () => {
      const ambiguous = tempFile(
        'shop.json',
        '{"_index":"shop_21507151193738","_type":"taxrule","_id":"2","_source":{"id":2}}\n',
      );
      await expect(
        importCatalogFiles(repository, [ambiguous], { defaultIndex: 'shop', allowedIndices: ['shop', 'shop_2'] }),
      ).rejects.toThrow(/could belong to more than one configured index \(shop, shop_2\); pass --index/);
      expect(await repository.counts()).toEqual([]);
    });

    it('lets --index override the index of the dumps', async () => {
      await importCatalogFiles(repository, DE, { ...OPTIONS, index: 'vue_storefront_catalog_it' });
      expect(await countsOf()).toEqual({
        'vue_storefront_catalog_it/category': 3,
        'vue_storefront_catalog_it/taxrule': 1,
      });
    });

    it('fails on a default index that is not configured', async () => {
      await expect(importCatalogFiles(repository, [PRODUCTS], { ...OPTIONS, defaultIndex: 'nope' })).rejects.toThrow(
        /index "nope" is not a configured catalogue index/,
      );
    });
  });

  describe('entity', () => {
    it('takes --entity for a JSON array whose file name does not tell', async () => {
      const file = tempFile('luma.json', JSON.stringify([{ id: 3, name: 'Gear', url_key: 'gear-3' }]));
      await importCatalogFiles(repository, [file], { ...OPTIONS, entity: 'category' });
      expect(await repository.getById('vue_storefront_catalog', 'category', '3')).toMatchObject({ slug: 'gear-3' });
    });

    it('skips bare documents whose entity nobody names, and says how to name it', async () => {
      const file = tempFile('luma.json', JSON.stringify([{ id: 3 }]));
      const report = await importCatalogFiles(repository, [file], OPTIONS);
      expect(report.total).toBe(0);
      expect(report.skipped[0]).toMatch(/luma\.json\[0\]: unknown entity: .*--entity/);
    });

    it('rejects an --entity that is not a catalogue type', async () => {
      await expect(importCatalogFiles(repository, [PRODUCTS], { ...OPTIONS, entity: 'widget' })).rejects.toThrow(
        /unknown entity type "widget"; expected one of: product, category/,
      );
    });
  });

  describe('replace and upsert', () => {
    it('is idempotent: importing the same files twice leaves the same documents', async () => {
      await importCatalogFiles(repository, [...V112, PRODUCTS], OPTIONS);
      const first = await countsOf();
      const again = await importCatalogFiles(repository, [...V112, PRODUCTS], OPTIONS);
      expect(again.total).toBe(32);
      expect(await countsOf()).toEqual(first);
    });

    it('upserts by id, keeping documents that are not in the new files', async () => {
      await importCatalogFiles(repository, [fixture('v1.12/catalog_review.json')], OPTIONS);
      const reviews = tempFile('reviews.json', JSON.stringify([{ id: 369, title: 'changed' }]));
      await importCatalogFiles(repository, [reviews], OPTIONS);
      expect((await countsOf())['vue_storefront_catalog/review']).toBe(10);
      expect(await repository.getById('vue_storefront_catalog', 'review', '369')).toEqual({
        id: 369,
        title: 'changed',
      });
    });

    it('--replace removes the documents that disappeared, only in the index/entity it touches', async () => {
      await importCatalogFiles(repository, [...V112, ...DE], OPTIONS);
      const reviews = tempFile('reviews.json', JSON.stringify([{ id: 369, title: 'still here' }, { id: 5000 }]));
      const report = await importCatalogFiles(repository, [reviews], { ...OPTIONS, replace: true });
      expect(report).toMatchObject({ replace: true, total: 2 });
      const counts = await countsOf();
      expect(counts['vue_storefront_catalog/review']).toBe(2);
      expect(counts['vue_storefront_catalog/attribute']).toBe(5);
      expect(counts['vue_storefront_catalog_de/category']).toBe(3);
      expect(await repository.getById('vue_storefront_catalog', 'review', '379')).toBeUndefined();
      expect(await repository.getById('vue_storefront_catalog', 'review', '369')).toMatchObject({
        title: 'still here',
      });
    });

    it('--replace clears an index/entity only once, so several files can fill it together', async () => {
      await importCatalogFiles(repository, [fixture('v1.12/catalog_review.json')], OPTIONS);
      const a = tempFile('a_reviews.json', JSON.stringify([{ id: 1 }]));
      const b = tempFile('b_reviews.json', JSON.stringify([{ id: 2 }]));
      await importCatalogFiles(repository, [a, b], { ...OPTIONS, replace: true });
      expect(await countsOf()).toEqual({ 'vue_storefront_catalog/review': 2 });
    });

    it('--replace keeps the old documents when the import fails', async () => {
      await importCatalogFiles(repository, V112, OPTIONS);
      const before = await countsOf();
      const broken = tempFile('reviews.json', '[');
      await expect(
        importCatalogFiles(repository, [fixture('v1.12/catalog_review.json'), broken], { ...OPTIONS, replace: true }),
      ).rejects.toThrow(/not a valid JSON array/);
      expect(await countsOf()).toEqual(before);
    });
  });

  it('dry run parses and counts but writes nothing', async () => {
    const report = await importCatalogFiles(repository, [...V112, ...DE, PRODUCTS, BAD_LINES], {
      ...OPTIONS,
      dryRun: true,
      replace: true,
    });
    expect(report).toMatchObject({ dryRun: true, total: 39, skippedCount: 6 });
    expect(await repository.counts()).toEqual([]);
    expect(await repository.getVersion('vue_storefront_catalog', 'review')).toBe(0);
  });

  it('bumps the version of every index/entity it writes, so search caches refresh', async () => {
    await importCatalogFiles(repository, DE, OPTIONS);
    const version = await repository.getVersion('vue_storefront_catalog_de', 'category');
    await importCatalogFiles(repository, DE, OPTIONS);
    expect(await repository.getVersion('vue_storefront_catalog_de', 'category')).toBeGreaterThan(version);
  });

  it('refuses an empty file list', async () => {
    await expect(importCatalogFiles(repository, [], OPTIONS)).rejects.toThrow(/no files/);
  });
});
