import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { noJsShopperWithCart } from './support/cart';
import { fillAddress, fillPersonal, section } from './support/checkout';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

// The no-JS checkout places orders from the storefront's server, which calls its API over loopback: the API must
// count the shopper that server names, not the server. One order per client here, so a shared budget shows at once.
let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started), { ORDER_RATE_LIMIT_MAX: '1' });

/**
 * A cash-on-delivery order through the checkout without JavaScript, from a browser behind a proxy on this machine
 * that says the shopper is `client` (the storefront trusts X-Forwarded-For from loopback): the page it ends on.
 */
async function noJsOrderFrom(client: string): Promise<{ placed: boolean; alert: string }> {
  const { context, page } = await noJsShopperWithCart(shop, browser, {
    extraHTTPHeaders: { 'X-Forwarded-For': client },
  });
  try {
    await page.goto(`${shop.url}/checkout`);
    await fillPersonal(page);
    await fillAddress(section(page, 'shipping'));
    await section(page, 'payment').getByLabel('Cash on delivery').check();
    await section(page, 'review').getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Place the order' }).click();
    await page.waitForLoadState();
    const placed = new URL(page.url()).pathname === '/checkout/thank-you';
    return { placed, alert: placed ? '' : ((await page.getByRole('alert').first().textContent()) ?? '') };
  } finally {
    await context.close();
  }
}

describe("the storefront's server-side API calls carry the shopper's address", () => {
  it('two no-JS shoppers do not share one order budget; each has their own', async () => {
    expect(await noJsOrderFrom('198.51.100.21')).toEqual({ placed: true, alert: '' });
    // Another shopper: their own budget, although the same storefront server placed both orders.
    expect(await noJsOrderFrom('203.0.113.21')).toEqual({ placed: true, alert: '' });
    // The first shopper again: their one order per window is used up.
    const again = await noJsOrderFrom('198.51.100.21');
    expect(again.placed).toBe(false);
    expect(again.alert).toContain('Too many orders from this address');
  });
});
