import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoSettled, pageShown, VIEWPORTS, watchConsole, widthFlows } from './support/browser';
import { addToCart, headerCount, microcart, openMicrocart, plainProducts, SETTLE } from './support/cart';
import {
  ADDRESS,
  checkoutFromMicrocart,
  continueButton,
  fillAddress,
  fillPersonal,
  GUEST,
  placeFromReview,
  section,
} from './support/checkout';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started));

const EMPTY = 'Shopping cart is empty. Please add some products before entering Checkout';

/** From the microcart's 'Proceed to checkout' to the checkout's steps. */
async function proceedToCheckout(page: Page) {
  await checkoutFromMicrocart(page);
}

const flows = widthFlows();

describe.each(flows.pick(VIEWPORTS))('clearing the cart on the checkout at $width px (issue 21)', (viewport) => {
  it('says at once that the cart is empty, and after adding again the checkout has what was typed', async () => {
    const [product] = await plainProducts(shop, 'simple', 1, viewport.width === 390 ? 1 : 0);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const problems = watchConsole(page);
    await gotoSettled(page, `${shop.url}/${product!.url_path}`);
    await addToCart(page);
    await expect.poll(() => headerCount(page), SETTLE).toBe(1);
    await proceedToCheckout(page);

    // Personal details done, the US address typed in Shipping, not sent yet.
    await fillPersonal(page);
    await continueButton(section(page, 'personal')).click();
    const shipping = section(page, 'shipping');
    await fillAddress(shipping);

    // The shopper empties the cart from the header's cart, on the checkout itself.
    const panel = await openMicrocart(page);
    await panel.getByRole('button', { name: 'Clear cart' }).click();
    await panel.getByRole('button', { name: 'OK' }).click();
    await panel.getByTestId('microcart-empty').waitFor();
    await page.keyboard.press('Escape');
    await microcart(page).waitFor({ state: 'detached' });
    // The page follows: no summary of lines that are gone, no form for them, the way back to the shop.
    await page.getByRole('alert').filter({ hasText: EMPTY }).waitFor();
    expect(await page.getByRole('heading', { name: 'Order Summary' }).count()).toBe(0);
    expect(await page.locator('form.checkout-form').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Continue shopping' }).isVisible()).toBe(true);

    // Back to the product, added again, and to the checkout: it opens where the shopper was, with what was typed.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === `/${product!.url_path}`);
    await pageShown(page);
    await addToCart(page);
    await expect.poll(() => headerCount(page), SETTLE).toBe(1);
    await proceedToCheckout(page);
    await section(page, 'shipping').getByLabel('Street name').waitFor();
    expect(await section(page, 'personal').getByRole('button', { name: 'Edit' }).isVisible()).toBe(true);
    expect(await shipping.getByLabel('First name').inputValue()).toBe(GUEST.firstName);
    expect(await shipping.getByLabel('Last name').inputValue()).toBe(GUEST.lastName);
    expect(await shipping.getByLabel('Street name').inputValue()).toBe(ADDRESS.street);
    expect(await shipping.getByLabel('City').inputValue()).toBe(ADDRESS.city);
    expect(await shipping.getByLabel('Zip-code').inputValue()).toBe(ADDRESS.zip);
    expect(await shipping.getByLabel('Country').inputValue()).toBe(ADDRESS.country);
    expect(await shipping.getByLabel('State / Province').inputValue()).toBe(ADDRESS.state);

    // And the order goes through.
    await continueButton(shipping).click();
    const payment = section(page, 'payment');
    await payment.getByLabel('Cash on delivery').check();
    await continueButton(payment).click();
    await placeFromReview(page);
    await page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
