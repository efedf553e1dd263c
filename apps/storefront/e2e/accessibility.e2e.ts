import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { cheapHashEnv, loggedInHeader, loginViaModal, newShopper, registerViaApi } from './support/account';
import { axeReport } from './support/axe';
import { gotoSettled, pageShown, VIEWPORTS } from './support/browser';
import { addToCart, headerCount, plainProducts, SETTLE } from './support/cart';
import { findDocuments } from './support/catalogue';
import { checkoutFromMicrocart, continueButton, fillAddress, section } from './support/checkout';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
let categoryPath: string;
let productPaths: string[];
/** A listed product of each type the demo has, beyond the configurables above. */
let productOfEachType: string[];

type Doc = { url_path: string; name: string };

const search = (entity: string, must: Array<Record<string, unknown>>) => findDocuments<Doc>(shop, entity, must);

shopAndBrowserPerFile((started) => ({ shop, browser } = started), cheapHashEnv());
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
  productOfEachType = [];
  for (const type of ['simple', 'bundle', 'grouped', 'downloadable', 'virtual']) {
    const [product] = await search('product', [{ terms: { type_id: [type] } }, { terms: { visibility: [4] } }]);
    if (!product) throw new Error(`The demo catalogue has no ${type} product`);
    productOfEachType.push(`/${product.url_path}`);
  }
});

/**
 * Every page a shopper may open by its address that needs no earlier step, in groups a test each: the static and CMS
 * pages, the demo routes, the lists and the cart when empty, the search results (a page of them, none), the error
 * pages. A product of each type and a filtered category follow in their own test.
 */
const PAGES_BY_ADDRESS: Array<[group: string, paths: string[]]> = [
  ['the static pages', ['/legal', '/privacy', '/magazine', '/sale', '/order-tracking', '/about-us', '/job-openings']],
  [
    'the other static pages',
    ['/customer-service', '/store-locator', '/gift-card', '/delivery', '/returns', '/contact'],
  ],
  [
    'the CMS and demo pages',
    ['/order-from-catalog', '/i/about-us', '/custom-cms-page', '/cms-block-demo-page-ssr', '/cms-page-sync'],
  ],
  ['the demo routes', ['/no-js.html', '/append-prepend.html', '/pwa.html', '/create-password', '/spot-listing']],
  ['the empty cart, checkout and compare', ['/cart', '/checkout', '/compare']],
  ['the search results', ['/search?q=jacket', '/search?q=jacket&page=2', '/search?q=zzzqqq']],
  ['the error pages', ['/page-not-found', '/no-such-page', '/error']],
];

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

/** Opens each path in turn in one page; expects axe to report nothing on any, naming the paths it reported on. */
async function expectPagesClean(viewport: (typeof VIEWPORTS)[number], paths: readonly string[]): Promise<void> {
  await withPage(viewport, async (page) => {
    const reports: string[] = [];
    for (const path of paths) {
      await gotoSettled(page, shop.url + path);
      const report = await axeReport(page);
      if (report) reports.push(`${path}:\n${report}`);
    }
    expect(reports.join('\n')).toBe('');
  });
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

  it.each(PAGES_BY_ADDRESS)('on %s', async (_group, paths) => {
    await expectPagesClean(viewport, paths);
  });

  it('on a product of each type and a filtered category', async () => {
    await expectPagesClean(viewport, [...productOfEachType, `${categoryPath}?color=49`]);
  });

  it('on the AMP product and category pages', async () => {
    await withPage(viewport, async (page) => {
      for (const path of [productPaths[0]!, categoryPath]) {
        await gotoSettled(page, shop.url + path);
        const amp = (await page.locator('link[rel="amphtml"]').getAttribute('href'))!;
        // Without AMP's runtime (its CDN is out of reach here) the page shows once its boilerplate's 8 s animation
        // ends: the page's animations run 100 times faster, so that wait is not spent in full.
        const devtools = await page.context().newCDPSession(page);
        await devtools.send('Animation.enable');
        await devtools.send('Animation.setPlaybackRate', { playbackRate: 100 });
        await page.goto(shop.url + amp);
        await page.waitForFunction(() => getComputedStyle(document.body).visibility === 'visible', undefined, {
          timeout: 15_000,
        });
        await devtools.detach();
        await expectNoViolations(page, `the AMP page of ${path}`);
      }
    });
  });

  it('on the wishlist with a product', async () => {
    await withPage(viewport, async (page) => {
      await gotoSettled(page, shop.url + productPaths[0]!);
      await page.getByRole('button', { name: 'Add to wishlist' }).click();
      await page.getByRole('button', { name: 'Remove from wishlist' }).waitFor();
      await page.getByRole('button', { name: 'Wishlist, 1 item', exact: true }).click();
      await page.getByRole('dialog', { name: 'Wishlist' }).getByRole('link').first().waitFor();
      await expectNoViolations(page, 'the wishlist');
    });
  });

  it("along a customer's order: the cart page, each checkout step, the thank-you page and the order's page", async () => {
    await withPage(viewport, async (page) => {
      page.setDefaultTimeout(15_000);
      const shopper = { ...newShopper('Grace'), lastname: 'Hopper' };
      await registerViaApi(shop, shopper);
      const [product] = await plainProducts(shop, 'simple', 1);
      await gotoSettled(page, `${shop.url}/${product!.url_path}`);
      await loginViaModal(page, shopper);
      await addToCart(page);
      await expect.poll(() => headerCount(page), SETTLE).toBe(1);
      await gotoSettled(page, `${shop.url}/cart`);
      await page.locator('.cart-line').first().waitFor();
      await expectNoViolations(page, 'the cart page');

      await checkoutFromMicrocart(page);
      await expectNoViolations(page, 'the checkout: personal details');
      await continueButton(section(page, 'personal')).click();
      const shipping = section(page, 'shipping');
      await fillAddress(shipping, { firstName: 'Grace', lastName: 'Hopper', email: shopper.email });
      await expectNoViolations(page, 'the checkout: shipping');
      await continueButton(shipping).click();
      const payment = section(page, 'payment');
      await payment.getByLabel('Cash on delivery').check();
      await expectNoViolations(page, 'the checkout: payment');
      await continueButton(payment).click();
      const review = section(page, 'review');
      await review.getByLabel('I accept the terms and conditions').check();
      await expectNoViolations(page, 'the checkout: order review');
      await review.getByRole('button', { name: 'Place the order' }).click();
      await page.waitForURL((url) => url.pathname === '/checkout/thank-you');
      await page.locator('.order-details').waitFor();
      await expectNoViolations(page, 'the thank-you page');

      await loggedInHeader(page, shopper).click();
      await page.locator('#account-menu-list').getByRole('link', { name: 'My orders' }).click();
      await page.waitForURL((url) => url.pathname === '/my-account/orders');
      await pageShown(page);
      await expectNoViolations(page, 'my orders');
      await page
        .getByRole('link', { name: /^Order #/ })
        .first()
        .click();
      await page.waitForURL((url) => /^\/my-account\/orders\/.+/.test(url.pathname));
      await pageShown(page);
      await page.locator('.order-details').waitFor();
      await expectNoViolations(page, "the account's order page");
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
