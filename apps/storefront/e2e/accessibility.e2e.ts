import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { cheapHashEnv, loggedInHeader, loginViaModal, newShopper, registerViaApi } from './support/account';
import { axeReport } from './support/axe';
import { atEachWidth, gotoSettled, navigateSettled, pageShown, VIEWPORTS, widthFlows } from './support/browser';
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
 * pages, the demo routes, the lists and the cart when empty, the search results (a page of them, none). The error
 * pages follow in their own test, and so do a product of each type and a filtered category.
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
];
const ERROR_PAGES = ['/page-not-found', '/no-such-page', '/error'];

async function withPage(viewport: (typeof VIEWPORTS)[number], run: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ viewport });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

type Viewport = (typeof VIEWPORTS)[number];

/** axe's report on the page as it is, at its width and at each of `others` (`flows.alsoAt`): '' when clean. */
async function reportAtEachWidth(page: Page, others: readonly Viewport[]): Promise<string> {
  const reports: string[] = [];
  await atEachWidth(page, others, async (width) => {
    const report = await axeReport(page);
    if (report) reports.push(`at ${width} px:\n${report}`);
  });
  return reports.join('\n');
}

async function expectNoViolations(page: Page, others: readonly Viewport[], what: string): Promise<void> {
  const report = await reportAtEachWidth(page, others);
  expect(report, `axe found violations on ${what} (${page.url()}):\n${report}`).toBe('');
}

/**
 * axe on each page of `paths`: the first loaded by its address, each next one reached in the app as a link takes the
 * shopper there (the page rendered in the browser, axe kept from the page before), unless `loadEach` asks for a load
 * of each. A group's pages are thus checked both ways, and a page costs the check and its data, not a document load
 * and a fresh axe.
 */
async function expectNoViolationsAlong(
  page: Page,
  others: readonly Viewport[],
  paths: readonly string[],
  { loadEach = false } = {},
): Promise<void> {
  const reports: string[] = [];
  for (const [index, path] of paths.entries()) {
    // A page without the app's router (a no-JS demo page) is left by loading the next one.
    const inApp = index > 0 && !loadEach && (await page.evaluate(() => '__reactRouterDataRouter' in window));
    if (inApp) await navigateSettled(page, path);
    else await gotoSettled(page, shop.url + path);
    const report = await reportAtEachWidth(page, others);
    if (report) reports.push(`${path}:\n${report}`);
  }
  expect(reports.join('\n')).toBe('');
}

/**
 * Each check loads its page at one width and looks at it at both (resized: `flows.alsoAt`), the checks taking 1280
 * and 390 px in turn for the load; `E2E_MATRIX=full` loads each page at each width instead.
 */
const flows = widthFlows();

describe.each(VIEWPORTS)('axe-core at $width px: no violations', (viewport) => {
  const check = flows.at(viewport.width);
  const others = flows.alsoAt(viewport.width);
  check('on the home page', async () => {
    await withPage(viewport, async (page) => {
      await gotoSettled(page, shop.url + '/');
      await expectNoViolations(page, others, 'the home page');
    });
  });

  check('on a category page', async () => {
    await withPage(viewport, async (page) => {
      await gotoSettled(page, shop.url + categoryPath);
      await page.locator('.product-tile').first().waitFor();
      await expectNoViolations(page, others, 'a category page');
    });
  });

  check('on a configurable product page', async () => {
    await withPage(viewport, async (page) => {
      await gotoSettled(page, shop.url + productPaths[0]!);
      await page.locator('.product-info h1').waitFor();
      await expectNoViolations(page, others, 'a configurable product page');
    });
  });

  check('on the search overlay with results', async () => {
    await withPage(viewport, async (page) => {
      await gotoSettled(page, shop.url + '/');
      await page.getByRole('link', { name: 'Search' }).first().click();
      const panel = page.getByRole('dialog', { name: 'Search' });
      await panel.waitFor();
      await page.keyboard.type('jacket');
      await panel.locator('.product-tile').first().waitFor();
      await expectNoViolations(page, others, 'the search overlay');
    });
  });

  check('on /product-search-panel with results', async () => {
    await withPage(viewport, async (page) => {
      await gotoSettled(page, shop.url + '/product-search-panel?q=jacket');
      await page.locator('.product-tile').first().waitFor();
      await expectNoViolations(page, others, '/product-search-panel');
    });
  });

  check('on a footer page with a table', async () => {
    await withPage(viewport, async (page) => {
      await gotoSettled(page, shop.url + '/size-guide');
      await page.locator('article .cms-content').waitFor();
      await expectNoViolations(page, others, 'the size guide');
    });
  });

  check.each(PAGES_BY_ADDRESS)('on %s', async (_group, paths) => {
    await withPage(viewport, (page) => expectNoViolationsAlong(page, others, paths));
  });

  // The server's own answers (404, 500), each as a direct request gets it.
  check('on the error pages', async () => {
    await withPage(viewport, (page) => expectNoViolationsAlong(page, others, ERROR_PAGES, { loadEach: true }));
  });

  check('on a product of each type and a filtered category', async () => {
    await withPage(viewport, (page) =>
      expectNoViolationsAlong(page, others, [...productOfEachType, `${categoryPath}?color=49`]),
    );
  });

  check('on the AMP product and category pages', async () => {
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
        await expectNoViolations(page, others, `the AMP page of ${path}`);
      }
    });
  });

  check('on the wishlist with a product', async () => {
    await withPage(viewport, async (page) => {
      await gotoSettled(page, shop.url + productPaths[0]!);
      await page.getByRole('button', { name: 'Add to wishlist' }).click();
      await page.getByRole('button', { name: 'Remove from wishlist' }).waitFor();
      await page.getByRole('button', { name: 'Wishlist, 1 item', exact: true }).click();
      await page.getByRole('dialog', { name: 'Wishlist' }).getByRole('link').first().waitFor();
      await expectNoViolations(page, others, 'the wishlist');
    });
  });

  check(
    "along a customer's order: the cart page, each checkout step, the thank-you page and the order's page",
    async () => {
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
        await expectNoViolations(page, others, 'the cart page');

        await checkoutFromMicrocart(page);
        await expectNoViolations(page, others, 'the checkout: personal details');
        await continueButton(section(page, 'personal')).click();
        const shipping = section(page, 'shipping');
        await fillAddress(shipping, { firstName: 'Grace', lastName: 'Hopper', email: shopper.email });
        await expectNoViolations(page, others, 'the checkout: shipping');
        await continueButton(shipping).click();
        const payment = section(page, 'payment');
        await payment.getByLabel('Cash on delivery').check();
        await expectNoViolations(page, others, 'the checkout: payment');
        await continueButton(payment).click();
        const review = section(page, 'review');
        await review.getByLabel('I accept the terms and conditions').check();
        await expectNoViolations(page, others, 'the checkout: order review');
        await review.getByRole('button', { name: 'Place the order' }).click();
        await page.waitForURL((url) => url.pathname === '/checkout/thank-you');
        await page.locator('.order-details').waitFor();
        await expectNoViolations(page, others, 'the thank-you page');

        await loggedInHeader(page, shopper).click();
        await page.locator('#account-menu-list').getByRole('link', { name: 'My orders' }).click();
        await page.waitForURL((url) => url.pathname === '/my-account/orders');
        await pageShown(page);
        await expectNoViolations(page, others, 'my orders');
        await page
          .getByRole('link', { name: /^Order #/ })
          .first()
          .click();
        await page.waitForURL((url) => /^\/my-account\/orders\/.+/.test(url.pathname));
        await pageShown(page);
        await page.locator('.order-details').waitFor();
        await expectNoViolations(page, others, "the account's order page");
      });
    },
  );

  check('on the compare page with two products', async () => {
    await withPage(viewport, async (page) => {
      for (const path of productPaths) {
        await gotoSettled(page, shop.url + path);
        await page.getByRole('button', { name: 'Add to compare' }).click();
        await page.getByRole('button', { name: 'Remove from compare' }).waitFor();
      }
      await gotoSettled(page, shop.url + '/compare');
      await page.locator('main h1').waitFor();
      await expectNoViolations(page, others, 'the compare page');
    });
  });
});
