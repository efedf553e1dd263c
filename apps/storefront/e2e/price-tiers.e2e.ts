import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cheapHashEnv, loggedInHeader, loginViaModal, logOutFromHeader, registeredShopper } from './support/account';
import { gotoSettled, pageShown, reloadSettled, VIEWPORTS, widthFlows } from './support/browser';
import { listedProducts } from './support/catalogue';
import { configFile, shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

type Tier = { customer_group_id: number; qty: number; value: number };
type Doc = {
  id: number;
  sku: string;
  name: string;
  url_path: string;
  price: number;
  special_price: number;
  price_incl_tax: number;
  tier_prices: Tier[];
};

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile(
  (started) => ({ shop, browser } = started),
  cheapHashEnv({ STOREFRONT_CONFIG_FILE: configFile('storefront.json', { usePriceTiers: true }) }),
);

const money = (amount: number) => `$${amount.toFixed(2)}`;
const priceText = (page: Page) => page.locator('.product-info .product-price').textContent();

/** The product's price for a customer, as the API answers the group token of that customer's profile. */
async function customerPrice(email: string, password: string, id: number): Promise<number> {
  const post = (path: string, body: unknown) =>
    fetch(`${shop.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((reply) => reply.json() as Promise<{ result: unknown }>);
  const token = (await post('/api/user/login', { username: email, password })).result as string;
  const me = (await (await fetch(`${shop.url}/api/user/me?token=${token}`)).json()) as {
    result: { group_id: number; groupToken: string };
  };
  const found = (await post('/api/catalog/vue_storefront_catalog/product/_search', {
    query: { terms: { id: [id] } },
    groupId: me.result.group_id,
    groupToken: me.result.groupToken,
  })) as unknown as { hits: { hits: Array<{ _source: Doc }> } };
  return found.hits.hits[0]!._source.price_incl_tax;
}

const flows = widthFlows();

describe.each(flows.pick(VIEWPORTS))('price tiers at $width px', (viewport) => {
  it('shows the regular price to a guest, the tier price after login, and the regular one after logout', async () => {
    const candidates = await listedProducts<Doc>(shop, 'simple', 'size=200&sort=id:asc');
    const product = candidates.find(
      (doc) =>
        doc.special_price === 0 &&
        doc.tier_prices.some((tier) => tier.customer_group_id === 1 && tier.qty <= 1 && tier.value < doc.price),
    );
    expect(product, 'a demo product with a one-piece tier for General customers').toBeDefined();
    const { id, url_path, price_incl_tax: regular } = product!;
    const shopper = await registeredShopper(shop, 'Tia');
    const tiered = await customerPrice(shopper.email, shopper.password, id);
    expect(tiered).toBeLessThan(regular);

    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await gotoSettled(page, `${shop.url}/${url_path}`);
    expect(await priceText(page)).toBe(money(regular));

    // Login reloads the page's products with the customer's group.
    await loginViaModal(page, shopper);
    await expect.poll(() => priceText(page)).toBe(money(tiered));

    // A direct load logged in is rendered with the tier on the server; so is a client-side navigation back to it.
    await reloadSettled(page);
    await loggedInHeader(page, shopper).waitFor();
    expect(await priceText(page)).toBe(money(tiered));
    await page.getByRole('banner').getByRole('link', { name: 'Storefront' }).click();
    await page.waitForURL(`${shop.url}/`);
    await pageShown(page);
    await page.goBack();
    await page.waitForURL(`${shop.url}/${url_path}`);
    await pageShown(page);
    expect(await priceText(page)).toBe(money(tiered));

    // Logout reloads them with the default prices.
    await logOutFromHeader(page);
    await expect.poll(() => priceText(page)).toBe(money(regular));
    await reloadSettled(page);
    expect(await priceText(page)).toBe(money(regular));
    await context.close();
  });
});
