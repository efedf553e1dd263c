import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeReport } from './support/axe';
import { gotoSettled, VIEWPORTS } from './support/browser';
import { findDocuments } from './support/catalogue';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
let categoryPath: string;
let productPaths: string[];

type Doc = { url_path: string; name: string };

const search = (entity: string, must: Array<Record<string, unknown>>) => findDocuments<Doc>(shop, entity, must);

shopAndBrowserPerFile((started) => ({ shop, browser } = started));
beforeAll(async () => {
  const [category] = await search('category', [{ terms: { level: [2] } }, { range: { product_count: { gt: 0 } } }]);
  const configurables = await search('product', [
    { terms: { type_id: ['configurable'] } },
    { terms: { visibility: [4] } },
    { terms: { status: [1] } },
  ]);
  if (!category || configurables.length < 2) throw new Error('The demo catalogue has no category or configurables');
  categoryPath = `/${category.url_path}`;
  productPaths = configurables.slice(0, 2).map((doc) => `/${doc.url_path}`);
});

async function withPage(viewport: (typeof VIEWPORTS)[number], run: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ viewport });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

async function expectNoViolations(page: Page, what: string): Promise<void> {
  const report = await axeReport(page);
  expect(report, `axe found violations on ${what} (${page.url()}):\n${report}`).toBe('');
}

describe.each(VIEWPORTS)('axe-core at $width px: no violations', (viewport) => {
  it('on the home page', async () => {
    await withPage(viewport, async (page) => {
      await gotoSettled(page, shop.url + '/');
      await expectNoViolations(page, 'the home page');
    });
  });

  it('on a category page', async () => {
    await withPage(viewport, async (page) => {
      await gotoSettled(page, shop.url + categoryPath);
      await page.locator('.product-tile').first().waitFor();
      await expectNoViolations(page, 'a category page');
    });
  });

  it('on a configurable product page', async () => {
    await withPage(viewport, async (page) => {
      await gotoSettled(page, shop.url + productPaths[0]!);
      await page.locator('.product-info h1').waitFor();
      await expectNoViolations(page, 'a configurable product page');
    });
  });

  it('on the search overlay with results', async () => {
    await withPage(viewport, async (page) => {
      await gotoSettled(page, shop.url + '/');
      await page.getByRole('link', { name: 'Search' }).first().click();
      const panel = page.getByRole('dialog', { name: 'Search' });
      await panel.waitFor();
      await page.keyboard.type('jacket');
      await panel.locator('.product-tile').first().waitFor();
      await expectNoViolations(page, 'the search overlay');
    });
  });

  it('on /product-search-panel with results', async () => {
    await withPage(viewport, async (page) => {
      await gotoSettled(page, shop.url + '/product-search-panel?q=jacket');
      await page.locator('.product-tile').first().waitFor();
      await expectNoViolations(page, '/product-search-panel');
    });
  });

  it('on a footer page with a table', async () => {
    await withPage(viewport, async (page) => {
      await gotoSettled(page, shop.url + '/size-guide');
      await page.locator('article .cms-content').waitFor();
      await expectNoViolations(page, 'the size guide');
    });
  });

  it('on the compare page with two products', async () => {
    await withPage(viewport, async (page) => {
      for (const path of productPaths) {
        await gotoSettled(page, shop.url + path);
        await page.getByRole('button', { name: 'Add to compare' }).click();
        await page.getByRole('button', { name: 'Remove from compare' }).waitFor();
      }
      await gotoSettled(page, shop.url + '/compare');
      await page.locator('main h1').waitFor();
      await expectNoViolations(page, 'the compare page');
    });
  });
});
