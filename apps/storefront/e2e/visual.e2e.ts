import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gotoSettled, VIEWPORTS } from './support/browser';
import { findDocuments } from './support/catalogue';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';
import { comparePngs, freezePage, MAX_CHANGED_RATIO, screenshotMismatch } from './support/visual';

let shop: RunningStorefront;
let browser: Browser;
let categoryPath: string;
let productPath: string;

async function first(entity: string, must: Array<Record<string, unknown>>): Promise<{ url_path: string }> {
  const [doc] = await findDocuments<{ url_path: string }>(shop, entity, must, 'size=1&sort=id:asc');
  if (!doc) throw new Error(`The demo catalogue has no ${entity} for the visual check`);
  return doc;
}

// The demo catalogue is generated from a fixed seed and size: the same products on every run.
shopAndBrowserPerFile((started) => ({ shop, browser } = started), { DEMO_PRODUCTS: '120' });
beforeAll(async () => {
  categoryPath = `/${(await first('category', [{ terms: { level: [2] } }, { range: { product_count: { gt: 0 } } }])).url_path}`;
  productPath = `/${(await first('product', [{ terms: { type_id: ['configurable'] } }, { terms: { visibility: [4] } }])).url_path}`;
});

async function check(
  viewport: (typeof VIEWPORTS)[number],
  path: string,
  name: string,
  ready: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    timezoneId: 'UTC',
    locale: 'en-US',
  });
  try {
    const page = await context.newPage();
    await gotoSettled(page, shop.url + path);
    await ready(page);
    const mismatch = await screenshotMismatch(page, `${name}-${viewport.width}`, [page.locator('.review-meta')]);
    expect(mismatch, mismatch).toBe('');
  } finally {
    await context.close();
  }
}

describe.each(VIEWPORTS)('the layout at $width px matches the approved screenshot', (viewport) => {
  it('of the home page', async () => {
    await check(viewport, '/', 'home', (page) => page.locator('.product-tile').first().waitFor());
  });

  it('of a category page', async () => {
    await check(viewport, categoryPath, 'category', (page) => page.locator('.product-tile').first().waitFor());
  });

  it('of a product page', async () => {
    await check(viewport, productPath, 'product', (page) => page.locator('.product-info h1').waitFor());
  });
});

describe('the comparison', () => {
  it('passes the same page twice and fails a page whose layout moved by a few pixels', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await gotoSettled(page, shop.url + '/');
    await freezePage(page);
    const before = await page.screenshot();
    const again = await comparePngs(before, await page.screenshot());
    expect(again).toMatchObject({ changed: 0 });
    await page.addStyleTag({ content: 'main { padding-top: 6px !important; }' });
    const moved = await comparePngs(before, await page.screenshot());
    if ('sizes' in moved) throw new Error(moved.sizes);
    expect(moved.changed / (moved.width * moved.height)).toBeGreaterThan(MAX_CHANGED_RATIO);
    await page.close();
  });
});
