import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoSettled, launchBrowser } from './support/browser';
import { shopPerBlock, type RunningStorefront } from './support/start-storefront';

const fixture = (name: string): string =>
  fileURLToPath(new URL(`../../../packages/api/src/import/fixtures/${name}`, import.meta.url));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function productTotal(shop: RunningStorefront, index: string): Promise<number> {
  const response = await fetch(`${shop.url}/api/catalog/${index}/product/_search?size=0`);
  const body = (await response.json()) as { hits: { total: number | { value: number } } };
  return typeof body.hits.total === 'number' ? body.hits.total : body.hits.total.value;
}

describe('a shop whose import has categories and CMS pages but no products yet', () => {
  let shop: RunningStorefront;
  shopPerBlock(
    (started) => (shop = started),
    {},
    { imports: [[fixture('v1.12/catalog_category.json'), fixture('v1.12/catalog_cms_page.json')]] },
  );

  it('is not seeded with the demo catalogue: its own category shows, with no product in it', async () => {
    expect(shop.output()).not.toMatch(/seeding the demo catalogue/i);
    for (const index of ['vue_storefront_catalog', 'vue_storefront_catalog_de'])
      expect(await productTotal(shop, index)).toBe(0);
    const page = await browser.newPage();
    await gotoSettled(page, `${shop.url}/gear/bags/bags-4`);
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('Bags');
    await page.close();
  });
});

describe('a shop on an Elasticsearch 5 dump whose index name ends in a timestamp with no separator', () => {
  let shop: RunningStorefront;
  shopPerBlock(
    (started) => (shop = started),
    {},
    { imports: [[fixture('timestamped-indexes/catalog1507151193738.json'), '--replace']] },
  );

  it('serves the dump from the configured default index, not the demo', async () => {
    expect(await productTotal(shop, 'vue_storefront_catalog')).toBe(1);
    const page = await browser.newPage();
    await gotoSettled(page, `${shop.url}/gear/bags/bags-4`);
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('Bags');
    await page.close();
  });
});
