import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
// The built module, as the harness's database is (support/start-storefront.ts): one `sql` tag on both sides.
import { seedDemoCoupon } from '../../../packages/api/dist/cart/demo-coupon.js';
import { cheapHashEnv, loggedInHeader, loginViaModal, logOutFromHeader, registeredShopper } from './support/account';
import { gotoSettled, reloadSettled, viewports, widthFlows } from './support/browser';
import { listedProducts, type BundleOptions } from './support/catalogue';
import {
  addToCart,
  closeMicrocart,
  headerCount,
  navigateInApp,
  openMicrocart,
  plainProducts,
  SETTLE,
} from './support/cart';
import { shopAndBrowserPerFile, withShopDatabase, type RunningStorefront } from './support/start-storefront';

type Doc = { sku: string; name: string; url_path: string; price?: number; final_price?: number };
type Bundle = Doc & BundleOptions;

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started), cheapHashEnv());
// The developers' DEMO10 coupon (`npm run seed` adds it), written into the shop's own database.
beforeAll(() => withShopDatabase(shop.env, (db) => seedDemoCoupon(db)));

const money = (value: number) => `$${value.toFixed(2)}`;
const round = (value: number) => Math.round(value * 100) / 100;

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await gotoSettled(page, shop.url + path);
  return page;
}

/** The guest cart on the server, read as the VSF1 frontend would (the id is the `sf_cart` cookie). */
async function serverGuestCart(context: BrowserContext) {
  const id = (await context.cookies()).find((cookie) => cookie.name === 'sf_cart')?.value;
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  const reply = await fetch(`${shop.url}/api/cart/pull?token=&cartId=${id}`);
  return ((await reply.json()) as { result: Array<{ sku: string; qty: number; price: number }> }).result;
}

const lineQty = (page: Page) => page.getByRole('dialog').getByRole('spinbutton', { name: 'Quantity' });

const flows = widthFlows();

describe.each(viewports())('the server cart at $width px', (viewport) => {
  const flow = flows.at(viewport.width);
  flow('raises the quantity of a configurable added twice to 2 on one line, on the server too', async () => {
    const configurables = await listedProducts<Doc>(
      shop,
      'configurable',
      `size=1&from=${viewport.width === 390 ? 1 : 0}&sort=id:asc`,
    );
    const context = await browser.newContext({ viewport });
    try {
      const page = await open(context, '/');
      await navigateInApp(page, `/${configurables[0]!.url_path}`);
      const childSku = (await page.getByTestId('sku').textContent())!;
      await addToCart(page);
      await addToCart(page);
      await expect.poll(() => headerCount(page), SETTLE).toBe(2);
      const panel = await openMicrocart(page);
      expect(await panel.getByTestId('microcart-line').count()).toBe(1);
      expect(await lineQty(page).inputValue()).toBe('2');
      // The server's totals name the chosen options.
      await expect.poll(() => panel.locator('.microcart-line-options li').count(), SETTLE).toBeGreaterThan(0);
      await expect
        .poll(() => serverGuestCart(context), SETTLE)
        .toEqual([expect.objectContaining({ sku: childSku, qty: 2 })]);
    } finally {
      await context.close();
    }
  });

  flow('prices a bundle with changed options and quantities as the server does', async () => {
    const bundles = await listedProducts<Bundle>(shop, 'bundle', 'size=20');
    const bundle = bundles.find((b) => b.bundle_options.some((o) => o.required && o.product_links.length > 1))!;
    const context = await browser.newContext({ viewport });
    try {
      const page = await open(context, `/${bundle.url_path}`);
      const option = bundle.bundle_options.find((o) => o.required && o.product_links.length > 1)!;
      const other = option.product_links.find((link) => !link.is_default)!;
      await page.getByRole('combobox', { name: option.title }).selectOption(other.id);
      await page.locator(`#bundle-option-${option.option_id}-qty`).fill('2');
      await addToCart(page);
      const [line] = await serverGuestCart(context);
      // The line's price in the microcart is the server's unit price; the booking tax is a totals row (see docs/behaviour.md#prices-and-taxes).
      const panel = await openMicrocart(page);
      await expect.poll(() => panel.getByTestId('microcart-line-price').textContent()).toBe(money(round(line!.price)));
      const defaults = await open(context, `/${bundle.url_path}`);
      await addToCart(defaults);
      const lines = await serverGuestCart(context);
      // Other options are another price: the server priced what the shopper chose.
      expect(lines.map((l) => l.price)).toHaveLength(lines.length);
      expect(new Set(lines.map((l) => l.price)).size).toBe(lines.length);
    } finally {
      await context.close();
    }
  });

  flow('applies and removes a coupon, and shows the API message for a wrong one', async () => {
    const [product] = await plainProducts(shop, 'virtual', 1, viewport.width === 390 ? 1 : 0);
    const context = await browser.newContext({ viewport });
    try {
      const page = await open(context, `/${product!.url_path}`);
      await addToCart(page);
      const panel = await openMicrocart(page);
      const code = panel.getByRole('textbox', { name: 'Discount code' });
      await code.fill('NOT-A-CODE');
      await panel.getByRole('button', { name: 'Apply' }).click();
      await panel.getByText("You've entered an incorrect coupon code. Please try again.").waitFor();
      await code.fill('DEMO10');
      await panel.getByRole('button', { name: 'Apply' }).click();
      await panel.getByTestId('coupon-applied').waitFor();
      await panel.locator('.cart-total--discount').waitFor();
      await panel.getByRole('button', { name: 'Remove discount code' }).click();
      await panel.getByRole('textbox', { name: 'Discount code' }).waitFor();
      await panel.locator('.cart-total--discount').waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  flow('merges the guest cart at login without doubling, over a reload, a logout and a second login', async () => {
    const [product] = await plainProducts(shop, 'simple', 1, viewport.width === 390 ? 6 : 5);
    const shopper = await registeredShopper(shop, 'Carla');
    const context = await browser.newContext({ viewport });
    try {
      const page = await open(context, `/${product!.url_path}`);
      await addToCart(page);
      await expect.poll(() => headerCount(page), SETTLE).toBe(1);
      await loginViaModal(page, shopper);
      await expect.poll(() => headerCount(page), SETTLE).toBe(1);

      // The reload settles once no request is in flight: a merge it wrongly repeated would have been answered.
      await reloadSettled(page);
      await loggedInHeader(page, shopper).waitFor();
      expect(await headerCount(page)).toBe(1);

      await logOutFromHeader(page);
      await page.getByText("You're logged out").waitFor();
      await expect.poll(() => headerCount(page), SETTLE).toBe(0);

      await loginViaModal(page, shopper);
      await expect.poll(() => headerCount(page), SETTLE).toBe(1);
      await openMicrocart(page);
      expect(await lineQty(page).inputValue()).toBe('1');
      await closeMicrocart(page);

      // Another device of the same customer sees the same cart.
      const other = await browser.newContext({ viewport });
      try {
        const second = await open(other, '/');
        await loginViaModal(second, shopper);
        await expect.poll(() => headerCount(second), SETTLE).toBe(1);
      } finally {
        await other.close();
      }
    } finally {
      await context.close();
    }
  });
});

describe('add to cart for every product type', () => {
  it.each([['simple'], ['virtual'], ['downloadable'], ['configurable'], ['bundle'], ['grouped']])(
    'adds a %s product with the success notice and its lines on the server',
    async (type) => {
      const [product] = await plainProducts(shop, type, 1);
      expect(product, `a ${type} product without custom options`).toBeDefined();
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const page = await open(context, `/${product!.url_path}`);
        await addToCart(page);
        const proceed = page.getByRole('button', { name: 'Proceed to checkout' });
        expect(await proceed.count()).toBeGreaterThan(0);
        const server = await serverGuestCart(context);
        // A grouped product is added as its children (see docs/behaviour.md#adding-to-cart), each a line.
        if (type === 'grouped') expect(server.length).toBeGreaterThan(1);
        else expect(server).toHaveLength(1);
        const panel = await openMicrocart(page);
        await expect.poll(() => panel.getByTestId('microcart-line').count(), SETTLE).toBe(server.length);
      } finally {
        await context.close();
      }
    },
  );
});

describe('one server cart for the no-JS forms and the browser cart', () => {
  it('shows the lines of a guest cart named by the sf_cart cookie, and the line added in the browser goes to it', async () => {
    const [first, second] = await plainProducts(shop, 'simple', 2, 8);
    const created = (await (await fetch(`${shop.url}/api/cart/create?token=`, { method: 'POST' })).json()) as {
      result: string;
    };
    const cartId = created.result;
    await fetch(`${shop.url}/api/cart/update?token=&cartId=${cartId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cartItem: { sku: first!.sku, qty: 2, quoteId: cartId } }),
    });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      await context.addCookies([{ name: 'sf_cart', value: cartId, url: shop.url }]);
      const page = await open(context, `/${second!.url_path}`);
      await expect.poll(() => headerCount(page), SETTLE).toBe(2);
      await addToCart(page);
      await expect.poll(() => headerCount(page), SETTLE).toBe(3);
      expect((await serverGuestCart(context)).map((line) => [line.sku, line.qty]).sort()).toEqual(
        [
          [first!.sku, 2],
          [second!.sku, 1],
        ].sort(),
      );
    } finally {
      await context.close();
    }
  });
});
