import type { Page } from 'playwright-core';

/** The header's cart button (its name adds the count). */
export const cartButton = (page: Page) => page.getByTestId('cart-button');

/** The header's count as shown, 0 when no badge. */
export async function headerCount(page: Page): Promise<number> {
  const badge = page.getByTestId('cart-count');
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.textContent());
}

export const microcart = (page: Page) => page.getByRole('dialog', { name: 'Shopping cart' });

/** Opens the microcart and waits for its content (lines or the empty state). */
export async function openMicrocart(page: Page) {
  await cartButton(page).click();
  const panel = microcart(page);
  await panel.waitFor();
  await panel.locator('[data-testid="microcart-line"], [data-testid="microcart-empty"]').first().waitFor();
  return panel;
}

export async function closeMicrocart(page: Page) {
  await page.keyboard.press('Escape');
  await microcart(page).waitFor({ state: 'detached' });
}

/** Client-side navigation through the app's router (no document load). */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate(
    (to) =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate(to),
    path,
  );
  await page.waitForURL((url) => url.pathname === path);
  await page.waitForFunction(() => document.querySelector<HTMLElement>('#main')?.dataset.path === location.pathname);
}

/** Clicks Add to cart and waits for the success notice. */
export async function addToCart(page: Page, clicks: 1 | 2 = 1) {
  const button = page.getByRole('button', { name: 'Add to cart' });
  await button.click({ clickCount: clicks });
  const added = page.getByText('Product has been added to the cart!').first();
  await added.waitFor().catch(async (error: unknown) => {
    // Say what the shopper was told instead.
    const shown = await page.locator('.ui-toasts').allTextContents();
    throw new Error(`no success notice; notices: ${JSON.stringify(shown)}`, { cause: error });
  });
  await page.waitForFunction(() => document.querySelector('.add-to-cart')?.getAttribute('aria-busy') !== 'true');
}
