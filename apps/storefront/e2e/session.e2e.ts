import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  cheapHashEnv,
  guestHeader,
  loggedInHeader,
  loginViaModal,
  logOutFromHeader,
  newShopper,
  openSignupModal,
  registeredShopper,
  resetLinkFor,
  serverHtml,
} from './support/account';
import { cartSyncSettled } from './support/cart';
import { axeReport } from './support/axe';
import { gotoSettled, openInContext, pageShown, reloadSettled, VIEWPORTS, widthFlows } from './support/browser';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started), cheapHashEnv());

const open = (viewport: { width: number; height: number }, path = '/') =>
  openInContext(browser, shop.url + path, { viewport });

/** What a script in the page can read: no refresh token anywhere, the access token only where the spec keeps it. */
async function readableByScripts(page: Page) {
  return page.evaluate(() => ({
    cookies: document.cookie,
    storage: Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`),
  }));
}

const flows = widthFlows();

describe.each(VIEWPORTS)('session at $width px', (viewport) => {
  const flow = flows.at(viewport.width);
  flow(
    'registers in the modal (with the spec messages), logs out, logs in, and stays logged in across reloads',
    async () => {
      const shopper = newShopper('Grace');
      const { context, page, problems } = await open(viewport);
      await openSignupModal(page);
      expect(await axeReport(page, '.modal-signup')).toBe('');
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Register' }).click();
      await page.getByRole('dialog', { name: 'Create a new account' }).waitFor();

      await dialog.getByRole('button', { name: 'Register' }).click();
      expect(await dialog.getByText('Field is required').count()).toBe(5);
      expect(await dialog.getByText('You must accept the terms and conditions.').isVisible()).toBe(true);
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('email');

      await dialog.getByLabel('E-mail address').fill('grace');
      await dialog.getByLabel('First name').fill('G');
      await dialog.getByLabel('Last name').fill('Hopper');
      await dialog.getByLabel('Password', { exact: true }).fill('short');
      await dialog.getByLabel('Repeat password').fill('other');
      await dialog.getByRole('button', { name: 'Register' }).click();
      expect(await axeReport(page, '.modal-signup')).toBe('');
      for (const message of [
        'Please provide valid e-mail address.',
        'Name must have at least 2 letters.',
        'Password must have at least 8 letters.',
        'Passwords must be identical.',
      ])
        expect(await dialog.getByText(message).isVisible()).toBe(true);

      await dialog.getByLabel('E-mail address').fill(shopper.email);
      await dialog.getByLabel('First name').fill(shopper.firstname);
      await dialog.getByLabel('Password', { exact: true }).fill(shopper.password);
      await dialog.getByLabel('Repeat password').fill(shopper.password);
      await dialog.getByLabel('I accept the terms and conditions').check();
      await dialog.getByRole('button', { name: 'Register' }).click();
      // Code 200 logs the shopper in: the modal closes and the header greets them.
      await loggedInHeader(page, shopper).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);

      // Neither token is readable by a script through cookies; the refresh token is nowhere in storage.
      const readable = await readableByScripts(page);
      expect(readable.cookies).not.toMatch(/sf_rt|sf_at/);
      expect(readable.storage.some((entry) => entry.startsWith('shop/user/current-token='))).toBe(true);
      expect(readable.storage.join('\n')).not.toMatch(/refresh/i);

      // The server renders the logged-in header for the session's cookies: no flash of the guest state on a reload.
      const html = await serverHtml(context, `${shop.url}/`);
      expect(html).toContain(`My account, ${shopper.firstname}`);
      await reloadSettled(page);
      expect(await loggedInHeader(page, shopper).isVisible()).toBe(true);
      // After a client-side navigation too.
      await page.locator('footer a[href="/legal"]').click();
      await pageShown(page);
      expect(await loggedInHeader(page, shopper).isVisible()).toBe(true);

      await cartSyncSettled([page]);
      await logOutFromHeader(page);
      await page.getByText("You're logged out").waitFor();
      await guestHeader(page).waitFor();
      expect(await serverHtml(context, `${shop.url}/`)).not.toContain(`My account, ${shopper.firstname}`);
      expect((await readableByScripts(page)).storage.join('\n')).not.toContain('shop/user/current-token');

      await loginViaModal(page, shopper);
      await reloadSettled(page);
      expect(await loggedInHeader(page, shopper).isVisible()).toBe(true);
      // A cart request that crossed a logout is refused (401), which Chromium logs; the shopper sees nothing of it
      // (the test below pins that moment down). Nothing else went wrong.
      expect(problems.filter((problem) => !problem.includes('status of 401'))).toEqual([]);
      await context.close();
    },
  );

  flow('shows the server message for a wrong password and keeps the shopper a guest', async () => {
    const shopper = await registeredShopper(shop);
    const { context, page, problems } = await open(viewport);
    await openSignupModal(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    expect(await dialog.getByText('Field is required').count()).toBe(2);
    await dialog.getByLabel('E-mail address').fill(shopper.email);
    await dialog.getByLabel('Password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: /sign-in was incorrect/ })
      .waitFor();
    expect(await guestHeader(page).isVisible()).toBe(true);
    // The refused login is the only thing the console reports (Chromium logs the 401 response).
    expect(problems.filter((problem) => !problem.includes('status of 401'))).toEqual([]);
    await context.close();
  });

  flow('resets the password from the e-mailed link, then logs in with the new one', async () => {
    const shopper = await registeredShopper(shop, 'Katherine');
    const { context, page, problems } = await open(viewport);
    await openSignupModal(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('dialog', { name: 'Reset password' }).waitFor();
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    expect(await dialog.getByText('Field is required').isVisible()).toBe(true);
    await dialog.getByLabel('E-mail address').fill(shopper.email);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await dialog.getByText(`If an account exists for ${shopper.email}`).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    const link = await resetLinkFor(shop, shopper.email);
    expect(new URL(link).pathname).toBe('/create-password');
    await gotoSettled(page, link);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    const newPassword = 'a-brand-new-password';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat the new password').fill('something-else');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await page.getByText('Passwords must be identical.').waitFor();
    // The check ran in the page: the form did not post (a native submit would have left the typed values behind).
    expect(await page.getByLabel('New password', { exact: true }).inputValue()).toBe(newPassword);
    await page.getByLabel('Repeat the new password').fill(newPassword);
    await page.getByRole('button', { name: 'Save the password' }).click();
    await page.getByText('Your new password is set.').waitFor();
    // Then the shop goes home: a menu opened before the home page is there closes with the page it was opened on.
    await page.waitForURL((url) => url.pathname === '/');
    await pageShown(page);
    // users.loginAfterCreatePassword: the new password logged the shopper in.
    await loggedInHeader(page, shopper).waitFor();

    await cartSyncSettled([page]);
    await logOutFromHeader(page);
    await guestHeader(page).waitFor();
    await loginViaModal(page, { ...shopper, password: newPassword });

    // The link works once.
    await cartSyncSettled([page]);
    await logOutFromHeader(page);
    await guestHeader(page).waitFor();
    await gotoSettled(page, link);
    await page.getByLabel('New password', { exact: true }).fill('yet-another-password');
    await page.getByLabel('Repeat the new password').fill('yet-another-password');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await page.getByRole('alert').filter({ hasText: 'already been used' }).waitFor();
    // 400: the used link; 401: a cart request that crossed one of the logouts (see the first test).
    expect(problems.filter((problem) => !/status of (400|401)/.test(problem))).toEqual([]);
    await context.close();
  });

  flow('ends in the login modal when the session was revoked elsewhere (the refresh token is refused)', async () => {
    const shopper = await registeredShopper(shop, 'Barbara');
    const { context, page, problems } = await open(viewport);
    await loginViaModal(page, shopper);

    // The same session in another browser context (its cookies copied) logs out: the token family is revoked.
    const other: BrowserContext = await browser.newContext({ viewport });
    await other.addCookies(await context.cookies());
    const otherPage = await other.newPage();
    await gotoSettled(otherPage, shop.url + '/');
    await logOutFromHeader(otherPage);
    await otherPage.getByText("You're logged out").waitFor();
    await other.close();

    // Back in the first tab the shopper acts: the revoked access token is refused, the refresh fails, the modal opens.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.getByRole('dialog', { name: 'Log in to your account' }).waitFor();
    await guestHeader(page).waitFor();
    expect((await readableByScripts(page)).storage.join('\n')).not.toContain('shop/user/current-token');
    expect(await serverHtml(context, `${shop.url}/`)).not.toContain(`My account, ${shopper.firstname}`);
    // Chromium logs the refused token (401) and the refused refresh (500) as failed loads; nothing else went wrong.
    expect(problems.filter((problem) => !/status of (401|500)/.test(problem))).toEqual([]);
    await context.close();
  });

  flow(
    'logs out once when a request crosses the logout: its refused reply stands, no refresh, no login modal',
    async () => {
      const shopper = await registeredShopper(shop, 'Ada');
      const { context, page, problems } = await open(viewport);
      await loginViaModal(page, shopper);
      const refreshes: string[] = [];
      page.on('request', (request) => request.url().includes('/api/user/refresh') && refreshes.push(request.url()));

      // A return to the tab re-reads the profile; that request reaches the API only after the logout revoked the
      // session, and its 401 reaches the page before the logout's answer does: the moment the tab still holds the token.
      let sendProfile!: () => void;
      const profileMayGo = new Promise<void>((resolve) => (sendProfile = resolve));
      let profileRequested!: () => void;
      const profileHeld = new Promise<void>((resolve) => (profileRequested = resolve));
      let profileAnswered!: () => void;
      const profileRefused = new Promise<void>((resolve) => (profileAnswered = resolve));
      await page.route('**/api/user/me*', async (route) => {
        profileRequested();
        await profileMayGo;
        const response = await route.fetch();
        expect(response.status()).toBe(401);
        await route.fulfill({ response });
        profileAnswered();
      });
      await page.route('**/api/user/logout', async (route) => {
        const response = await route.fetch();
        sendProfile();
        await profileRefused;
        // The page has handled the refused reply before the logout's answer arrives: its main thread went idle.
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
        await route.fulfill({ response });
      });
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await profileHeld;

      await logOutFromHeader(page);
      await page.getByText("You're logged out").waitFor();
      await cartSyncSettled([page]);
      expect(refreshes).toEqual([]);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await serverHtml(context, `${shop.url}/`)).not.toContain(`My account, ${shopper.firstname}`);
      expect(problems.filter((problem) => !problem.includes('status of 401'))).toEqual([]);
      await context.close();
    },
  );

  flow('says the reset does not work offline, and says so when the reset e-mail cannot be sent', async () => {
    const { context, page, problems } = await open(viewport);
    await openSignupModal(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await dialog.getByLabel('E-mail address').fill('someone@example.com');
    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await dialog.getByText('Reset password feature does not work while offline!').waitFor();
    await context.setOffline(false);
    await page.route('**/api/user/reset-password', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"result":"SMTP down"}' }),
    );
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await dialog.getByText('Error while sending reset password e-mail').waitFor();
    expect(problems.filter((problem) => !problem.includes('status of 500'))).toEqual([]);
    await context.close();
  });

  flow("opens the login modal after the account guard's redirect, and follows a login in another tab", async () => {
    const shopper = await registeredShopper(shop, 'Margaret');
    const { context, page, problems } = await open(viewport, '/my-account');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByText('You need to be logged in to see this page').waitFor();
    await page.getByRole('dialog', { name: 'Log in to your account' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // Another tab of the same browser logs in: this one shows the customer too (storage event), and back as a guest.
    // That tab's customer lands in storage well after its token (a busy browser): the two arrive as separate events.
    const second = await context.newPage();
    await second.addInitScript(() => {
      const write = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (key === 'shop/user/current-user') setTimeout(() => write.call(this, key, value), 700);
        else write.call(this, key, value);
      };
    });
    await gotoSettled(second, shop.url + '/');
    await loginViaModal(second, shopper);
    await loggedInHeader(page, shopper).waitFor();
    await cartSyncSettled([page, second]);
    await logOutFromHeader(second);
    await guestHeader(page).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the reset link without JavaScript, on a phone', () => {
  it('tells a mismatch, sets the password with a post (never in a URL), logs the shopper in, and works once', async () => {
    const shopper = await registeredShopper(shop, 'Ada');
    const asked = await fetch(`${shop.url}/api/user/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: shopper.email }),
    });
    expect(asked.status).toBe(200);
    const link = await resetLinkFor(shop, shopper.email);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(`${request.method()} ${request.url()}`));
    await page.goto(link);
    const newPassword = 'a-no-script-password';
    const save = async (password: string, repeat: string) => {
      await page.getByLabel('New password', { exact: true }).fill(password);
      await page.getByLabel('Repeat the new password').fill(repeat);
      await page.getByRole('button', { name: 'Save the password' }).click();
      await page.waitForLoadState();
    };

    await save(newPassword, 'something-else');
    await page.getByRole('alert').filter({ hasText: 'Passwords must be identical.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/create-password');

    await save(newPassword, newPassword);
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.locator('.ui-toast').allTextContents()).toContain('Your new password is set.');
    // users.loginAfterCreatePassword: the server rendered the page for the logged-in shopper.
    expect(await loggedInHeader(page, shopper).isVisible()).toBe(true);
    expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['sf_at', 'sf_rt']));
    // The password went in the body of a POST, in no address.
    expect(requested.filter((line) => line.includes('no-script-password'))).toEqual([]);
    expect(requested.filter((line) => line.startsWith('POST ')).map((line) => new URL(line.slice(5)).pathname)).toEqual(
      ['/create-password', '/create-password'],
    );

    // The link works once.
    await page.goto(link);
    await save('yet-another-password', 'yet-another-password');
    await page.getByRole('alert').filter({ hasText: 'already been used' }).waitFor();
    // And the new password is the one that logs in.
    const login = await fetch(`${shop.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: shopper.email, password: newPassword }),
    });
    expect(((await login.json()) as { code: number }).code).toBe(200);
    await context.close();
  });
});
