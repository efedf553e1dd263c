import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// The built modules, as the harness's database is (support/start-storefront.ts).
import type { CatalogWriteOperation } from '../../../packages/api/dist/db/catalog-repository.js';
import { SqlCatalogRepository } from '../../../packages/api/dist/db/sql-catalog-repository.js';
import type { SqlDatabase } from '../../../packages/api/dist/db/sql.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoSettled, launchBrowser, openPage, reloadSettled } from './support/browser';
import { shopPerBlock, type RunningStorefront } from './support/start-storefront';

// A Magento 1 export of 2017 as vue-storefront-api's Elasticsearch held it: two store roots each with a 'women'
// (url_key unique only under its parent), subcategories without url_key, slug or url_path, children_data without
// children_count, and products that list their categories only as `category: [{category_id, name}]`.
const FIXTURE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../packages/api/src/import/fixtures/real-catalogues/magento1-2017',
);
const FILES = readdirSync(FIXTURE)
  .filter((name) => name.endsWith('.json'))
  .map((name) => join(FIXTURE, name));
const IMPORT = [[...FILES, '--index', 'vue_storefront_catalog']];

const WOMEN = [
  'Elizabeth Knit Top',
  'Essex Pencil Skirt',
  'Lafayette Convertible Dress',
  'Ludlow Oxford Top',
  'Merino V-neck Pullover',
  'Tori Tank',
];
const TOPS = ['Elizabeth Knit Top', 'Ludlow Oxford Top', 'Merino V-neck Pullover', 'Tori Tank'];
const OUTLET_WOMEN = ['Outlet Pleated Midi Skirt', 'Outlet Silk Wrap Blouse'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const open = (shop: RunningStorefront, path: string, width = 1280) =>
  openPage(browser, shop.url + path, { viewport: { width, height: 900 } });

/** The grid of the category with this id, once it has rendered: its tile names, sorted, and whether each has a price. */
async function tilesOf(page: Page, categoryId: number) {
  await page.locator(`.category-page[data-category="${categoryId}"] .product-tile`).first().waitFor();
  const names = (await page.locator('.product-tile .tile-name').allTextContents()).map((name) => name.trim());
  const prices = await page.locator('.product-tile .price').allTextContents();
  return { names: names.sort(), priced: prices.every((price) => /\$\d/.test(price)) && prices.length === names.length };
}

async function topMenuWomen(page: Page): Promise<string[]> {
  return page
    .locator('#main-nav > ul > li > a', { hasText: /^Women$/ })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** Page errors only: the fixture's images are not on disk, which another part of the issue deals with. */
const pageErrors = (problems: string[]) => problems.filter((problem) => problem.startsWith('pageerror'));

// The account icon only redirects home until the account issue replaces it (see docs/behaviour.md#screens).
const REDIRECTS_HOME = new Set(['/my-account']);

/**
 * Every same-origin link of the page answers without a 4xx/5xx, and none is sent home or to /page-not-found (where
 * a category look-up that misses ends up).
 */
async function brokenLinks(shop: RunningStorefront, page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
  const broken: string[] = [];
  for (const href of hrefs) {
    const response = await fetch(shop.url + href, { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? href, shop.url).pathname;
    const lost = location === '/page-not-found' || (location === '/' && href !== '/' && !REDIRECTS_HOME.has(href));
    if (response.status >= 400 || lost) broken.push(`${href} ${response.status} ${location}`);
  }
  return broken;
}

describe('a Magento 1 catalogue (url_path dispatcher, the default)', () => {
  let shop: RunningStorefront;
  shopPerBlock((started) => (shop = started), {}, { imports: IMPORT });

  it("gives the two stores' 'women' different URLs, each showing its own products on a direct load", async () => {
    const { page, problems } = await open(shop, '/');
    const links = await topMenuWomen(page);
    expect(links).toHaveLength(2);
    expect(new Set(links).size).toBe(2);
    const grids = [];
    for (const href of links) {
      await gotoSettled(page, shop.url + href);
      await page.locator('h1', { hasText: 'Women' }).waitFor();
      grids.push(await tilesOf(page, Number(await page.locator('.category-page').getAttribute('data-category'))));
    }
    expect(grids).toEqual([
      { names: WOMEN, priced: true },
      { names: OUTLET_WOMEN, priced: true },
    ]);
    expect(pageErrors(problems)).toEqual([]);
    await page.close();
  });

  it("opens the other store's 'women' from the menu after a client-side navigation", async () => {
    const { page, problems } = await open(shop, '/');
    const [first, second] = await topMenuWomen(page);
    await page.locator(`#main-nav a[href="${first}"]`).click();
    await page.waitForURL(shop.url + first!);
    expect(await tilesOf(page, 4)).toEqual({ names: WOMEN, priced: true });
    await page.locator(`#main-nav a[href="${second}"]`).click();
    await page.waitForURL(shop.url + second!);
    expect(await tilesOf(page, 6)).toEqual({ names: OUTLET_WOMEN, priced: true });
    expect(pageErrors(problems)).toEqual([]);
    await page.close();
  });

  for (const width of [1280, 390]) {
    it(`opens subcategories that have no children_count, two levels down, at ${width} px`, async () => {
      const { page, problems } = await open(shop, '/', width);
      if (width < 600) await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('button', { name: 'Show subcategories of Women' }).first().click();
      await page.getByRole('button', { name: 'Show subcategories of Tops & Blouses' }).click();
      await page.locator('.submenu a', { hasText: 'Knitwear' }).click();
      await page.locator('h1', { hasText: 'Knitwear' }).waitFor();
      expect(await tilesOf(page, 11)).toEqual({ names: ['Merino V-neck Pullover'], priced: true });
      expect(pageErrors(problems)).toEqual([]);
      await page.close();
    });
  }

  it('opens a subcategory without url_key from the menu and on a direct load, at the same URL', async () => {
    const { page } = await open(shop, '/');
    await page.getByRole('button', { name: 'Show subcategories of Women' }).first().click();
    const link = page.locator('.submenu a', { hasText: 'Tops & Blouses' });
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL(shop.url + href);
    expect(await tilesOf(page, 7)).toEqual({ names: TOPS, priced: true });
    await reloadSettled(page);
    expect(page.url()).toBe(shop.url + href);
    expect(await tilesOf(page, 7)).toEqual({ names: TOPS, priced: true });
    // The breadcrumb leads back to the Women of this store, not the other one.
    expect(await page.locator('.breadcrumbs a', { hasText: 'Women' }).getAttribute('href')).toBe(
      (await topMenuWomen(page))[0],
    );
    await page.close();
  });

  it("trails another store root's categories from their own 'women', on category and product pages", async () => {
    const crumbs = (page: Page) =>
      page
        .locator('.breadcrumbs li')
        .evaluateAll((items) =>
          items.map((item) => [item.textContent?.trim(), item.querySelector('a')?.getAttribute('href') ?? null]),
        );
    const women = ['Women', '/c/women-6'];
    const { page, problems } = await open(shop, '/c/clearance-10');
    expect(await crumbs(page)).toEqual([['Home', '/'], women, ['Clearance', null]]);
    await page.locator('.product-tile a', { hasText: 'Outlet Silk Wrap Blouse' }).click();
    await page.locator('h1', { hasText: 'Outlet Silk Wrap Blouse' }).waitFor();
    const trail = [['Home', '/'], women, ['Clearance', '/c/clearance-10'], ['Outlet Silk Wrap Blouse', null]];
    await page.waitForFunction(() => document.querySelectorAll('.breadcrumbs li').length === 4);
    expect(await crumbs(page)).toEqual(trail);
    await reloadSettled(page);
    expect(await crumbs(page)).toEqual(trail);
    expect(pageErrors(problems)).toEqual([]);
    await page.close();
  });

  it("has no broken links on either 'women' or a subcategory page", async () => {
    const { page } = await open(shop, '/');
    const pages = [...(await topMenuWomen(page)), (await (await fetch(`${shop.url}/menu/6`)).json())[0].href];
    for (const path of pages) {
      await gotoSettled(page, shop.url + path);
      expect(page.url()).toBe(shop.url + path);
      expect(await brokenLinks(shop, page)).toEqual([]);
    }
    await page.close();
  });
});

describe('a Magento 1 catalogue with /c/{slug} links (no url_path dispatcher)', () => {
  let shop: RunningStorefront;
  shopPerBlock((started) => (shop = started), { STOREFRONT_URL_DISPATCHER: 'false' }, { imports: IMPORT });

  it("gives each 'women' its own slug, which opens its own products", async () => {
    const { page, problems } = await open(shop, '/');
    const links = await topMenuWomen(page);
    expect(links).toEqual(['/c/women-4', '/c/women-6']);
    await page.locator('#main-nav a[href="/c/women-6"]').click();
    expect(await tilesOf(page, 6)).toEqual({ names: OUTLET_WOMEN, priced: true });
    await gotoSettled(page, shop.url + '/c/women-4');
    expect(await tilesOf(page, 4)).toEqual({ names: WOMEN, priced: true });
    expect(await brokenLinks(shop, page)).toEqual([]);
    expect(pageErrors(problems)).toEqual([]);
    await page.close();
  });
});

/**
 * The fixture's documents written as they are, without the importer's normalisation: what an external
 * vue-storefront-api serving this Magento 1 index would answer (no slug, category_ids or children_count added).
 */
async function writeDocumentsAsTheyAre(db: SqlDatabase): Promise<void> {
  const operations: CatalogWriteOperation[] = FILES.flatMap((file) =>
    readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { _index: string; _type: string; _id: string; _source: never })
      .map((record) => ({
        kind: 'upsert' as const,
        index: record._index,
        entity: record._type,
        document: { id: record._id, source: record._source },
      })),
  );
  await new SqlCatalogRepository(db).write(operations);
}

describe('the same Magento 1 documents served as they are, as an external API would', () => {
  let shop: RunningStorefront;
  shopPerBlock((started) => (shop = started), {}, { prepare: writeDocumentsAsTheyAre });

  it('opens subcategories, lists products by their category list and keeps the two women apart', async () => {
    const { page, problems } = await open(shop, '/');
    const links = await topMenuWomen(page);
    expect(new Set(links).size).toBe(2);
    await page.getByRole('button', { name: 'Show subcategories of Women' }).first().click();
    await page.getByRole('button', { name: 'Show subcategories of Tops & Blouses' }).click();
    await page.locator('.submenu a', { hasText: 'Knitwear' }).click();
    expect(await tilesOf(page, 11)).toEqual({ names: ['Merino V-neck Pullover'], priced: true });
    // From home: a category-to-category move keeps stale tiles until the grid fix of docs/behaviour.md#screens lands.
    await gotoSettled(page, shop.url + '/');
    await page.locator(`#main-nav a[href="${links[1]}"]`).click();
    expect(await tilesOf(page, 6)).toEqual({ names: OUTLET_WOMEN, priced: true });
    await gotoSettled(page, shop.url + links[0]!);
    expect(await tilesOf(page, 4)).toEqual({ names: WOMEN, priced: true });
    await gotoSettled(page, shop.url + '/c/tops-and-blouses-7');
    expect(await tilesOf(page, 7)).toEqual({ names: TOPS, priced: true });
    expect(await brokenLinks(shop, page)).toEqual([]);
    expect(pageErrors(problems)).toEqual([]);
    await page.close();
  });

  it('gives a product the breadcrumbs and similar products of its category list', async () => {
    const { page } = await open(shop, '/outlet-silk-wrap-blouse.html');
    expect(await page.locator('.breadcrumbs li').allTextContents()).toEqual([
      'Home',
      'Women',
      'Clearance',
      'Outlet Silk Wrap Blouse',
    ]);
    expect(await page.locator('.similar-products .tile-name').allTextContents()).toEqual(['Outlet Pleated Midi Skirt']);
    await page.close();
  });
});
