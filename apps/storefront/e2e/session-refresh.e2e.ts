import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  cheapHashEnv,
  loggedInHeader,
  loginViaModal,
  outliveTheAccessToken,
  registeredShopper,
  serverHtml,
  storedToken,
} from './support/account';
import { gotoSettled, reloadSettled, VIEWPORTS, watchConsole } from './support/browser';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
// Access tokens live two seconds here, so a test can outlive one without waiting an hour.
shopAndBrowserPerFile((started) => ({ shop, browser } = started), cheapHashEnv({ ACCESS_TOKEN_TTL: '2' }));

// A session is the same at every width: this runs at the phone's (the session tests run at both).
describe('an expired access token at 390 px', () => {
  const viewport = VIEWPORTS[1];
  it('is refreshed without the shopper noticing: on a reload (server) and on an action (the refresh machine)', async () => {
    const shopper = await registeredShopper(shop, 'Hedy');
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await gotoSettled(page, shop.url + '/');
    await loginViaModal(page, shopper);

    // A reload after the access token expired: the server refreshes it before rendering, the header is the customer's.
    await outliveTheAccessToken(page);
    expect(await serverHtml(context, `${shop.url}/`)).toContain(`My account, ${shopper.firstname}`);
    await reloadSettled(page);
    expect(await loggedInHeader(page, shopper).isVisible()).toBe(true);

    // The token the page holds expires too; the shopper comes back to the tab and the profile is read again: the API
    // refuses the token, the machine refreshes it once and retries. No modal, no error, still logged in.
    await outliveTheAccessToken(page);
    const expired = await storedToken(page);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.waitForFunction((old) => {
      const raw = localStorage.getItem('shop/user/current-token');
      return raw !== null && (JSON.parse(raw) as { value: string }).value !== old;
    }, expired);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.locator('.ui-toast--error').count()).toBe(0);
    expect(await loggedInHeader(page, shopper).isVisible()).toBe(true);
    // The refused request is logged by Chromium as a failed load (401), which proves the machine's path; nothing else.
    expect(problems.some((problem) => problem.includes('status of 401'))).toBe(true);
    expect(problems.filter((problem) => !problem.includes('status of 401'))).toEqual([]);
    await context.close();
  });
});
