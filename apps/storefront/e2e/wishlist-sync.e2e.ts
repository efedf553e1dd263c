import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cheapHashEnv, loggedInHeader, loginViaModal, logOutFromHeader, registeredShopper } from './support/account';
import { gotoSettled, openInContext, pageShown, reloadSettled, VIEWPORTS, widthFlows } from './support/browser';
import { listedProducts } from './support/catalogue';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

type Doc = { sku: string; name: string; url_path: string };

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started), cheapHashEnv());

const newPage = (viewport: { width: number; height: number }, path = '/') =>
  openInContext(browser, shop.url + path, { viewport });

/** The header's wishlist button (its name adds the count). */
const wishlistButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Wishlist/ });

/** The product names the wishlist panel lists, read with the panel open, then closed again. */
async function wishlistNames(page: Page): Promise<string[]> {
  await wishlistButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Wishlist' });
  await panel.waitFor();
  // The panel's content loads on demand: wait for the items or the empty message.
  await panel.locator('.list-items, p').first().waitFor();
  const names = await panel.locator('.list-item a').allTextContents();
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
  return names.sort();
}

async function addToWishlist(page: Page, product: Doc) {
  await gotoSettled(page, `${shop.url}/${product.url_path}`);
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await page.getByRole('button', { name: 'Remove from wishlist' }).waitFor();
}

const flows = widthFlows();

describe.each(flows.pick(VIEWPORTS))('the wishlist follows the shopper at $width px', (viewport) => {
  it('merges the guest list on login, shows it on a second browser, syncs removals and empties on logout', async () => {
    const products = await listedProducts<Doc>(
      shop,
      'simple',
      `size=2&from=${viewport.width === 390 ? 2 : 0}&sort=id:asc`,
    );
    expect(products).toHaveLength(2);
    const [first, second] = products as [Doc, Doc];
    const both = [first.name, second.name].sort();
    const shopper = await registeredShopper(shop, 'Wanda');

    // A guest collects two products, then logs in: the list goes to the server.
    const a = await newPage(viewport);
    await addToWishlist(a.page, first);
    await addToWishlist(a.page, second);
    await loginViaModal(a.page, shopper);
    expect(await wishlistNames(a.page)).toEqual(both);

    // Another browser (a second device) logs in to the same account: the wishlist is there, loaded from the catalogue.
    const b = await newPage(viewport);
    expect(await wishlistNames(b.page)).toEqual([]);
    await loginViaModal(b.page, shopper);
    await expect.poll(() => wishlistNames(b.page)).toEqual(both);

    // A removal on the second device shows on the first after a reload (a direct load, logged in).
    await wishlistButton(b.page).click();
    await b.page.getByRole('button', { name: `Remove ${first.name} from the wishlist` }).click();
    await b.page.getByRole('dialog', { name: 'Wishlist' }).getByText(first.name).waitFor({ state: 'detached' });
    await b.page.keyboard.press('Escape');
    await expect
      .poll(async () => {
        await reloadSettled(a.page);
        await loggedInHeader(a.page, shopper).waitFor();
        return wishlistNames(a.page);
      })
      .toEqual([second.name]);

    // After a client-side navigation the list is the same.
    await a.page.getByRole('banner').getByRole('link', { name: 'Storefront' }).click();
    await a.page.waitForURL(`${shop.url}/`);
    await pageShown(a.page);
    expect(await wishlistNames(a.page)).toEqual([second.name]);

    // Logging out empties it, and nothing brings it back: not a reload, not the other device's list.
    await logOutFromHeader(a.page);
    expect(await wishlistNames(a.page)).toEqual([]);
    await reloadSettled(a.page);
    expect(await wishlistNames(a.page)).toEqual([]);
    expect(await wishlistNames(b.page)).toEqual([second.name]);

    expect([...a.problems, ...b.problems]).toEqual([]);
    await a.context.close();
    await b.context.close();
  });
});
