import type { Browser, Locator, Page, Route } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  cheapHashEnv,
  loggedInHeader,
  newShopper,
  openSignupModal,
  registeredShopper,
  type TestShopper,
} from './support/account';
import { VIEWPORTS, widthFlows } from './support/browser';
import { SETTLE } from './support/cart';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started), cheapHashEnv());

/** Holds the API calls to `path` (a slow network) until `release()`; counts how many the page sent. */
async function holdCalls(page: Page, path: string) {
  const held: Route[] = [];
  let sent = 0;
  let released = false;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      sent += 1;
      if (released) await route.continue();
      else held.push(route);
    },
  );
  return {
    sent: () => sent,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/** The shop's home with the account dialog open, the API calls to `path` held (see `holdCalls`). */
async function dialogWithCallsHeld(viewport: (typeof VIEWPORTS)[number], path: string) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`${shop.url}/`);
  const calls = await holdCalls(page, path);
  await openSignupModal(page);
  return { context, page, calls };
}

/**
 * While the calls are held the dialog's button says 'Loading...' and is disabled, and a second try (Enter in
 * `again`) sends nothing more; once they go through, the shopper is logged in after that one call.
 */
async function expectOneCallWhileBusy(
  page: Page,
  dialog: Locator,
  again: Locator,
  calls: Awaited<ReturnType<typeof holdCalls>>,
  shopper: TestShopper,
) {
  const busy = dialog.getByRole('button', { name: 'Loading...' });
  await busy.waitFor();
  expect(await busy.isDisabled()).toBe(true);
  await again.press('Enter');
  await expect.poll(calls.sent, SETTLE).toBe(1);
  await calls.release();
  await loggedInHeader(page, shopper).waitFor();
  expect(calls.sent()).toBe(1);
}

const flows = widthFlows();

describe.each(VIEWPORTS)('the account dialog on a slow network at $width px (issue 21)', (viewport) => {
  const flow = flows.at(viewport.width);
  flow("says 'Loading...' on the disabled Log in button while the login runs, and logs in once", async () => {
    const shopper = await registeredShopper(shop, 'Ada');
    const { context, page, calls } = await dialogWithCallsHeld(viewport, '/api/user/login');
    const dialog = page.getByRole('dialog', { name: 'Log in to your account' });
    await dialog.getByLabel('E-mail address').fill(shopper.email);
    await dialog.getByLabel('Password').fill(shopper.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expectOneCallWhileBusy(page, dialog, dialog.getByLabel('Password'), calls, shopper);
    await context.close();
  });

  flow("says 'Loading...' on the disabled Register button while the account is created", async () => {
    const shopper = newShopper('Grace');
    const { context, page, calls } = await dialogWithCallsHeld(viewport, '/api/user/create');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await dialog.getByLabel('E-mail address').fill(shopper.email);
    await dialog.getByLabel('First name').fill(shopper.firstname);
    await dialog.getByLabel('Last name').fill(shopper.lastname);
    await dialog.getByLabel('Password', { exact: true }).fill(shopper.password);
    await dialog.getByLabel('Repeat password').fill(shopper.password);
    await dialog.getByLabel('I accept the terms and conditions').check();
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await expectOneCallWhileBusy(page, dialog, dialog.getByLabel('Repeat password'), calls, shopper);
    await context.close();
  });
});
