import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoSettled, VIEWPORTS } from './support/browser';
import { findDocuments } from './support/catalogue';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started));

type Review = { id: number; product_id: number; title: string; rating?: number };

describe.each(VIEWPORTS)('reviews at $width px (issue 21)', (viewport) => {
  it("show each review's rating as stars, read as 'Rated N out of 5'", async () => {
    const approved = await findDocuments<Review>(shop, 'review', [{ terms: { review_status: [1] } }], 'size=50');
    const rated = approved.find((review) => typeof review.rating === 'number');
    expect(rated).toBeDefined();
    const [product] = await findDocuments<{ url_path: string }>(shop, 'product', [
      { terms: { id: [rated!.product_id] } },
    ]);
    const reviewsOfProduct = await findDocuments<Review>(shop, 'review', [
      { terms: { product_id: [rated!.product_id] } },
      { terms: { review_status: [1] } },
    ]);

    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await gotoSettled(page, `${shop.url}/${product!.url_path}`);
    const list = page.locator('#reviews .review-list > li');
    await list.first().waitFor();
    const names = await page
      .locator('#reviews')
      .getByRole('img', { name: /^Rated \d out of 5$/ })
      .all();
    expect(names.length).toBe(await list.count());
    const expected = reviewsOfProduct.map((review) => `Rated ${review.rating} out of 5`).sort();
    const shown = await Promise.all(names.map((name) => name.getAttribute('aria-label')));
    expect(shown.sort()).toEqual(expected);
    // The stars themselves: as many filled ones as the rating.
    const first = page.locator('#reviews .review-rating').first();
    const label = (await first.getAttribute('aria-label'))!;
    const stars = (await first.textContent())!.trim();
    expect(stars).toHaveLength(5);
    expect(stars.split('★').length - 1).toBe(Number(/Rated (\d)/.exec(label)![1]));
    await context.close();
  });
});
