import { namedRoutes } from '@storefront/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loggedInHeader, loginViaModal, registeredShopper } from './support/account';
import { axeReport } from './support/axe';
import { gotoSettled, pageShown, reloadSettled, VIEWPORTS, watchConsole, widthFlows } from './support/browser';
import { findDocuments } from './support/catalogue';
import { configFile, shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

// Fast hashing (the real parameters have their own API test) and limits that a file of logins from one address fits.
const API_CONFIG_FILE = configFile('api.json', {
  users: {
    scrypt: { N: 1024 },
    rateLimit: {
      perAccountAndAddress: { max: 100, windowMs: 60_000 },
      perAccount: { max: 100, windowMs: 60_000 },
      perAddress: { max: 1000, windowMs: 60_000 },
    },
    registrationRateLimit: { max: 1000, windowMs: 60_000 },
  },
  newsletter: { rateLimit: { max: 1000, windowMs: 60_000 } },
});

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started), { API_CONFIG_FILE });

interface Customer {
  context: BrowserContext;
  page: Page;
  email: string;
  password: string;
  problems: string[];
}

/**
 * A new customer, created and logged in through the API in cookie mode (`X-Session-Cookie: 1`): the browser context
 * keeps the HttpOnly cookies the login answer sets, as it would after logging in through the modal.
 */
async function customer(viewport: { width: number; height: number }): Promise<Customer> {
  const shopper = await registeredShopper(shop);
  const context = await browser.newContext({ viewport });
  await logIn(context, shopper.email, shopper.password, 200);
  const page = await context.newPage();
  return { context, page, email: shopper.email, password: shopper.password, problems: watchConsole(page) };
}

async function logIn(context: BrowserContext, username: string, password: string, status: number) {
  const reply = await context.request.post(`${shop.url}/api/user/login`, {
    data: { username, password },
    headers: { 'X-Session-Cookie': '1' },
  });
  expect(reply.status()).toBe(status);
}

/** Opens a page by URL and waits until it is hydrated and its content is the one asked for. */
async function open(page: Page, path: string) {
  await gotoSettled(page, shop.url + path);
  await pageShown(page);
}

/** The HTML the server renders for the customer (the context's cookies), before any script runs. */
async function serverHtml(context: BrowserContext, path: string) {
  const response = await context.request.get(shop.url + path, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text(), cacheControl: response.headers()['cache-control'] };
}

/** The customer as the API holds it, asked with the access token of the context's session cookie. */
async function savedCustomer(context: BrowserContext) {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'sf_at')?.value;
  const reply = await context.request.get(`${shop.url}/api/user/me`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await reply.json()) as { result: { addresses: unknown[] } }).result;
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** Ends a customer's browser: a clean console, apart from the refusals the test provoked (`expectedStatuses`). */
async function done(c: Customer, ...expectedStatuses: number[]) {
  const provoked = (problem: string) => expectedStatuses.some((status) => problem.includes(`status of ${status} `));
  expect(c.problems.filter((problem) => !provoked(problem))).toEqual([]);
  await c.context.close();
}

const accountRoutes = namedRoutes.filter((route) => route.requiresAuth);

describe('the access guard of the account routes', () => {
  it('sends a guest of each account route to the home page with the spec message', async () => {
    expect(accountRoutes.map((route) => route.name)).toContain('my-bookings');
    expect(accountRoutes).toHaveLength(7);
    for (const route of accountRoutes) {
      const response = await fetch(shop.url + route.path.replace(':orderId', '100001'), { redirect: 'manual' });
      expect(response.status, route.path).toBe(302);
      expect(new URL(response.headers.get('location')!, shop.url).pathname).toBe('/');
    }
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      for (const route of accountRoutes) {
        await page.goto(shop.url + route.path.replace(':orderId', '100001'));
        expect(new URL(page.url()).pathname).toBe('/');
        await page.getByText('You need to be logged in to see this page').waitFor();
      }
      await context.close();
    }
  });

  it('lets a customer in after logging in with the modal, and sends them away after logging out', async () => {
    const shopper = await registeredShopper(shop, 'Grace');
    const context = await browser.newContext({ viewport: VIEWPORTS[0] });
    const page = await context.newPage();
    await open(page, '/');
    await loginViaModal(page, shopper);
    await loggedInHeader(page, shopper).click();
    await page.getByRole('banner').getByRole('list').getByRole('link', { name: 'My account', exact: true }).click();
    await pageShown(page);
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Grace');
    const c = { context, page, email: shopper.email, password: shopper.password, problems: [] };
    await c.page
      .getByRole('navigation', { name: 'Account navigation' })
      .getByRole('link', { name: 'My orders' })
      .click();
    await pageShown(c.page);
    await c.page
      .getByRole('navigation', { name: 'Account navigation' })
      .getByRole('button', { name: 'Log out' })
      .click();
    await c.page.getByText("You're logged out").waitFor();
    await c.page.waitForURL(`${shop.url}/`);
    expect((await serverHtml(c.context, '/my-account')).status).toBe(302);
    await c.page.goto(`${shop.url}/my-account`);
    await c.page.getByText('You need to be logged in to see this page').waitFor();
    await c.context.close();
  });
});

// The server's HTML, read through the context's cookies with no page: the same at every width, so one is enough.
describe('account pages on the server', () => {
  it('renders each account page on the server for a logged-in customer', async () => {
    const c = await customer(VIEWPORTS[0]);
    const profile = await serverHtml(c.context, '/my-account');
    expect(profile.status).toBe(200);
    expect(profile.html).toContain('value="Ada"');
    expect(profile.html).toContain(`value="${c.email}"`);
    expect(profile.html).toMatch(/<a[^>]*aria-current="page"[^>]*>My profile<\/a>/);
    const pages: Array<[string, string]> = [
      ['/my-account/shipping-details', '<h1>My shipping details</h1>'],
      ['/my-account/newsletter', '<h1>My newsletter</h1>'],
      ['/my-account/orders', 'You have no orders yet'],
      ['/my-account/recently-viewed', '<h1>Recently viewed</h1>'],
    ];
    expect(profile.cacheControl).toBe('private, no-store');
    for (const [path, text] of pages) {
      const { status, html, cacheControl } = await serverHtml(c.context, path);
      expect(status, path).toBe(200);
      expect(cacheControl, path).toBe('private, no-store');
      expect(html, path).toContain(text);
      expect(html, path).toContain('class="account-nav"');
    }
    await done(c);
  });
});

const flows = widthFlows();

describe.each(VIEWPORTS)('account pages at $width px', (viewport) => {
  const flow = flows.at(viewport.width);
  flow('moves between account pages in the browser, marking the current one', async () => {
    const c = await customer(viewport);
    await open(c.page, '/my-account');
    await c.page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const nav = c.page.getByRole('navigation', { name: 'Account navigation' });
    for (const [link, heading] of [
      ['My shipping details', 'My shipping details'],
      ['My newsletter', 'My newsletter'],
      ['My orders', 'My orders'],
      ['Recently viewed', 'Recently viewed'],
      ['My profile', 'My account'],
    ]) {
      await nav.getByRole('link', { name: link }).click();
      await pageShown(c.page);
      await c.page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await nav.getByRole('link', { name: link }).getAttribute('aria-current')).toBe('page');
      expect(await nav.locator('[aria-current="page"]').count()).toBe(1);
      await fitsTheScreen(c.page);
      const report = await axeReport(c.page);
      expect(report, `axe on ${link}:\n${report}`).toBe('');
    }
    // Still the same document: every step was a client-side navigation.
    expect(await c.page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await done(c);
  });

  flow('edits the profile: the spec messages, focus on the first invalid field, saved across a reload', async () => {
    const c = await customer(viewport);
    await open(c.page, '/my-account');
    const first = c.page.getByLabel('First name');
    const last = c.page.getByLabel('Last name');
    await first.fill('A');
    await last.fill('');
    await c.page.getByRole('button', { name: 'Save', exact: true }).click();
    await c.page.getByText('Name must have at least 2 letters.').waitFor();
    await c.page.getByText('Field is required').waitFor();
    expect(await focusedId(c.page)).toBe('profile-firstname');
    // Keyboard only: type the fixes and submit with Enter.
    await first.fill('Augusta');
    await last.focus();
    await c.page.keyboard.type('King');
    await c.page.keyboard.press('Enter');
    await c.page.getByText('Account data has successfully been updated').waitFor();
    await reloadSettled(c.page);
    expect(await c.page.getByLabel('First name').inputValue()).toBe('Augusta');
    expect(await c.page.getByLabel('Last name').inputValue()).toBe('King');
    expect((await serverHtml(c.context, '/my-account')).html).toContain('value="Augusta"');
    await done(c);
  });

  flow('changes the e-mail only with the current password, showing the server message for a wrong one', async () => {
    const c = await customer(viewport);
    await open(c.page, '/my-account');
    const profile = c.page.getByRole('form', { name: 'My profile' });
    const save = profile.getByRole('button', { name: 'Save', exact: true });
    const newEmail = `moved-${c.email}`;
    expect(await profile.getByLabel('Current password').count()).toBe(0);
    await profile.getByLabel('E-mail address').fill(newEmail);
    await save.click();
    await profile.getByText('Field is required').waitFor();
    expect(await focusedId(c.page)).toBe('profile-current-password');

    await profile.getByLabel('Current password').fill('not my password');
    await save.click();
    await c.page.getByText("The password doesn't match this account. Verify the password and try again.").waitFor();
    expect(((await savedCustomer(c.context)) as unknown as { email: string }).email).toBe(c.email);

    await profile.getByLabel('Current password').fill(c.password);
    await save.click();
    await c.page.getByText('Account data has successfully been updated').waitFor();
    // Saved: the new address is the account's, and the password field (and the password) left the page.
    await profile.getByLabel('Current password').waitFor({ state: 'detached' });
    expect(((await savedCustomer(c.context)) as unknown as { email: string }).email).toBe(newEmail);
    await done(c, 400);
  });

  flow('adds a default shipping address with the country and region lists, shown again after a reload', async () => {
    const c = await customer(viewport);
    await open(c.page, '/my-account/shipping-details');
    const country = c.page.getByLabel('Country');
    expect(await country.locator('option').count()).toBe(247);
    await country.selectOption('US');
    const region = c.page.getByLabel('State / Province');
    expect(await region.evaluate((element) => element.tagName)).toBe('SELECT');
    expect(await region.locator('option', { hasText: 'California' }).count()).toBe(1);
    // Nothing filled in yet: the messages of docs/behaviour.md#validation-messages, and the first invalid field takes the focus.
    await c.page.getByRole('button', { name: 'Save', exact: true }).click();
    await c.page.getByText('Field is required').first().waitFor();
    expect(await focusedId(c.page)).toBe('shipping-street');
    await c.page.getByLabel('Street name').fill('Main Street');
    await c.page.getByLabel('House number').fill('12');
    await c.page.getByLabel('Apartment number').fill('4B');
    await c.page.getByLabel('City').fill('Springfield');
    await c.page.getByLabel('Zip-code').fill('90');
    await region.selectOption('CA');
    await c.page.getByLabel('Phone number').fill('555 0100');
    await c.page.getByRole('button', { name: 'Save', exact: true }).click();
    await c.page.getByText('Zip-code must have at least 3 letters.').waitFor();
    expect(await focusedId(c.page)).toBe('shipping-postcode');
    await c.page.getByLabel('Zip-code').fill('90210');
    await c.page.getByRole('button', { name: 'Save', exact: true }).click();
    await c.page.getByText('Account data has successfully been updated').waitFor();
    await fitsTheScreen(c.page);

    await reloadSettled(c.page);
    expect(await c.page.getByLabel('Street name').inputValue()).toBe('Main Street');
    expect(await c.page.getByLabel('House number').inputValue()).toBe('12');
    expect(await c.page.getByLabel('Apartment number').inputValue()).toBe('4B');
    expect(await c.page.getByLabel('City').inputValue()).toBe('Springfield');
    expect(await c.page.getByLabel('Zip-code').inputValue()).toBe('90210');
    expect(await c.page.getByLabel('Country').inputValue()).toBe('US');
    expect(await c.page.getByLabel('State / Province').inputValue()).toBe('CA');
    expect(await c.page.getByLabel('Phone number').inputValue()).toBe('555 0100');
    expect((await savedCustomer(c.context)).addresses).toEqual([
      expect.objectContaining({
        street: ['Main Street', '12', '4B'],
        country_id: 'US',
        region: expect.objectContaining({ region_code: 'CA', region: 'California' }),
        default_shipping: true,
      }),
    ]);

    // A country without a region list takes the state as text; saving again updates the same address.
    await c.page.getByLabel('Country').selectOption('DE');
    expect(await c.page.getByLabel('State / Province').evaluate((element) => element.tagName)).toBe('INPUT');
    await c.page.getByLabel('State / Province').fill('Bayern');
    await c.page.getByLabel('City').fill('München');
    await c.page.getByRole('button', { name: 'Save', exact: true }).click();
    await c.page.getByText('Account data has successfully been updated').waitFor();
    await reloadSettled(c.page);
    expect(await c.page.getByLabel('State / Province').inputValue()).toBe('Bayern');
    expect(await c.page.getByLabel('City').inputValue()).toBe('München');
    expect((await savedCustomer(c.context)).addresses).toHaveLength(1);
    await done(c);
  });

  flow('changes the password: the spec messages, the server message, then only the new one logs in', async () => {
    const c = await customer(viewport);
    await open(c.page, '/my-account');
    const change = c.page.getByRole('button', { name: 'Change password' });
    await c.page.getByLabel('New password', { exact: true }).fill('short');
    await c.page.getByLabel('Repeat the new password').fill('other');
    await change.click();
    await c.page.getByText('Password must have at least 8 letters.').waitFor();
    await c.page.getByText('Passwords must be identical.').waitFor();
    expect(await focusedId(c.page)).toBe('password-current');

    await c.page.getByLabel('Current password').fill('not my password');
    await c.page.getByLabel('New password', { exact: true }).fill('second password 2');
    await c.page.getByLabel('Repeat the new password').fill('second password 2');
    await change.click();
    await c.page.getByText("The password doesn't match this account. Verify the password and try again.").waitFor();

    await c.page.getByLabel('Current password').fill(c.password);
    await change.click();
    await c.page.getByText('Password has successfully been changed').waitFor();
    // Used passwords leave the page.
    expect(await c.page.getByLabel('Current password').inputValue()).toBe('');

    const other = await browser.newContext();
    await logIn(other, c.email, c.password, 401);
    await logIn(other, c.email, 'second password 2', 200);
    await other.close();
    // The wrong current password was refused with a 400.
    await done(c, 400);
  });

  flow('subscribes to the newsletter and unsubscribes, the state surviving a reload', async () => {
    const c = await customer(viewport);
    await open(c.page, '/my-account/newsletter');
    const box = c.page.getByLabel('I want to receive a newsletter, and agree to its terms');
    expect(await box.isChecked()).toBe(false);
    await box.check();
    await c.page.getByRole('button', { name: 'Save', exact: true }).click();
    await c.page.getByText('You have been successfully subscribed to our newsletter!').waitFor();
    const status = async () =>
      (await (await fetch(`${shop.url}/api/ext/mailchimp-subscribe/subscribe?email=${c.email}`)).json()).result;
    expect(await status()).toBe('subscribed');
    await reloadSettled(c.page);
    expect(await box.isChecked()).toBe(true);
    expect((await serverHtml(c.context, '/my-account/newsletter')).html).toMatch(/<input[^>]*checked/);

    // Keyboard only: space toggles the box, Enter in the form submits.
    await box.focus();
    await c.page.keyboard.press('Space');
    await c.page.getByRole('button', { name: 'Save', exact: true }).focus();
    await c.page.keyboard.press('Enter');
    await c.page.getByText('You have been successfully unsubscribed from our newsletter!').waitFor();
    expect(await status()).toBe('unsubscribed');
    await reloadSettled(c.page);
    expect(await box.isChecked()).toBe(false);
    await done(c);
  });

  flow('shows the orders empty state with a way to shop, and a 404 for an unknown order', async () => {
    const c = await customer(viewport);
    await open(c.page, '/my-account/orders');
    await c.page.getByText('You have no orders yet').waitFor();
    await c.page.getByRole('link', { name: 'Start shopping' }).click();
    await c.page.waitForURL(`${shop.url}/`);

    const unknown = await serverHtml(c.context, '/my-account/orders/100001');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('This order could not be found.');
    await open(c.page, '/my-account/orders/100001');
    await c.page.getByText('This order could not be found.').waitFor();
    await c.page.getByRole('link', { name: 'Back to my orders' }).click();
    await pageShown(c.page);
    await c.page.getByText('You have no orders yet').waitFor();
    // The unknown order's page was a 404 document, which the browser reports.
    await done(c, 404);
  });

  flow('lists recently viewed products, and says so when there are none', async () => {
    const c = await customer(viewport);
    await open(c.page, '/my-account/recently-viewed');
    await c.page.getByText('You have not viewed any products yet.').waitFor();
    const [product] = await findDocuments<{ sku: string; name: string; url_path: string }>(shop, 'product', [
      { terms: { type_id: ['simple'] } },
      { terms: { visibility: [2, 3, 4] } },
    ]);
    await open(c.page, `/${product!.url_path}`);
    await c.page.getByRole('heading', { level: 1, name: product!.name }).waitFor();
    // The view is stored a moment after the page shows; a shopper does not leave within 200 ms (gotoSettled's quiet).
    await c.page.waitForLoadState('networkidle');
    await open(c.page, '/my-account/recently-viewed');
    await c.page.locator('.account-recently-viewed').getByRole('link', { name: product!.name }).waitFor();
    expect(await c.page.getByText('You have not viewed any products yet.').count()).toBe(0);
    await done(c);
  });
});
