import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOfLocalInputs } from '@storefront/core';
// The module alone (node:crypto, nothing of the server): the codes an authenticator app shows.
import { totpCode } from '../../../packages/api/src/admin/totp';
import { readOutbox, registeredShopper } from './support/account';
import { axeReport } from './support/axe';
import {
  addBackOfficeUser,
  placeCustomerOrder,
  placeGuestOrder,
  placePaidGuestOrder,
  signInWithKeyboard,
  submitReview,
} from './support/back-office';
import { gotoSettled, viewports, VIEWPORTS, watchConsole, widthFlows, type FlowTest } from './support/browser';
import { plainProducts } from './support/cart';
import { findDocuments } from './support/catalogue';
import { dayAhead, hourlyListingPath, spotCard } from './support/spot';
import { configFile, shopAndBrowserPerFile, startStorefront, type RunningStorefront } from './support/start-storefront';
import { signatureVerifies, startWebhookReceiver, type ReceivedWebhook } from './support/webhook-receiver';

/** The shop's order webhooks go to a fulfilment system of the test's own, which checks their signature with this. */
const WEBHOOK_SECRET = 'the fulfilment system shares this secret with the shop';
const receiver = await startWebhookReceiver();
afterAll(() => receiver.stop());

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started), {
  WEBHOOK_URLS: receiver.url,
  WEBHOOK_SECRET,
  // The sender's round every quarter second rather than every 2 s: a delivery arrives while the test looks. A refused
  // delivery's automatic retry an hour away instead of 30 s: only the resend the test clicks sends it again, however
  // slow the machine.
  API_CONFIG_FILE: configFile('api.json', { webhooks: { pollIntervalMs: 250, retryBaseMs: 3_600_000 } }),
});

const OWNER = { email: 'owner@shop.test', password: 'the owner’s long password' };
const STAFF = { email: 'staff@shop.test', password: 'the staff’s long password' };
/** A member of staff of each width who turns two-factor sign-in on: the others sign in with the password alone. */
const twoFactorUser = (width: number) => ({ email: `two-factor-${width}@shop.test`, password: STAFF.password });
let sku: string;
let product: { id: number; sku: string; url_path: string };
/**
 * Where the shopper of the review, spot and price tests browses: on PostgreSQL a second process of the same shop, so what the
 * back-office writes through one process must reach the other's pages; on SQLite the same process.
 */
let storefront: RunningStorefront;
let second: RunningStorefront | undefined;

beforeAll(async () => {
  // The first owner and a member of staff, made the way the shop's developer makes them (docs/back-office.md#first-start).
  expect(await addBackOfficeUser(shop, OWNER.email, 'owner', OWNER.password)).toContain('Added owner owner@shop.test');
  await Promise.all([
    addBackOfficeUser(shop, STAFF.email, 'staff', STAFF.password),
    ...viewports().map(({ width }) => addBackOfficeUser(shop, twoFactorUser(width).email, 'staff', STAFF.password)),
  ]);
  sku = (await plainProducts(shop, 'simple', 1))[0]!.sku;
  product = (
    await findDocuments<{ id: number; sku: string; url_path: string; special_price?: number }>(shop, 'product', [
      { terms: { type_id: ['simple'] } },
      { terms: { visibility: [4] } },
    ])
  ).find((found) => !found.special_price)!;
  second = process.env.TEST_DATABASE === 'postgres' ? await startStorefront(shop.env) : undefined;
  storefront = second ?? shop;
}, 120_000);

afterAll(() => second?.stop());

/** No axe finding on the page as it is, the page named in the failure. */
async function axeClean(page: Page, name: string) {
  expect(await axeReport(page), `axe on ${name} at ${page.viewportSize()?.width} px`).toBe('');
}

/** Nothing wider than the screen: a table scrolls within its box or stacks its rows. */
const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function backOffice(viewport: { width: number; height: number }, user = OWNER) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = watchConsole(page);
  await gotoSettled(page, `${shop.url}/admin`);
  return { context, page, problems, signIn: () => signInWithKeyboard(page, user.email, user.password) };
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Back-office' });

/** Opens a screen from the back-office navigation and waits for its heading. */
async function openScreen(page: Page, name: string) {
  await nav(page).getByRole('link', { name }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

/**
 * The Webhooks screen's row of a delivery the receiver got, read afresh (the screen lists what it loaded): its cells'
 * text.
 */
async function deliveryShown(page: Page, hook: ReceivedWebhook): Promise<string[]> {
  await page.goto(`${shop.url}/admin/webhooks?event=${hook.body.type}`);
  const row = page
    .getByRole('table', { name: /^Webhook deliveries/ })
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: `Resend ${hook.body.type} delivery ${hook.delivery}` }) });
  await row.waitFor();
  return row.getByRole('cell').allTextContents();
}

/** Sends the product form and waits for the API's answer to its PATCH, then for the form the API's answer reloads. */
async function saveProduct(page: Page, form: Locator) {
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'PATCH' && /\/products\//.test(response.url())),
    form.getByRole('button', { name: 'Save the product' }).click(),
  ]);
  expect(answer.ok()).toBe(true);
  await page.getByText(/ is saved\.$/).waitFor();
}

/** The first row of the table whose caption matches `caption`. */
const firstRow = (page: Page, caption: RegExp) =>
  page.getByRole('table', { name: caption }).locator('tbody tr').first();

const flows = widthFlows();

/**
 * In `npm test`'s project on PostgreSQL (`e2e-postgres`, which sets E2E_ENGINE_FLOWS_ONLY) the file runs the flows
 * whose shopper browses a second process of the shop (`storefront`): what the back-office writes through one process
 * must reach the other's pages there. The flows within one process are the admin API's work, which its own tests run
 * on PostgreSQL (`npm run test:pg`); they run on SQLite, and on PostgreSQL in `npm run test:e2e:pg`
 * (docs/adr/0043-the-postgresql-end-to-end-files.md).
 */
const engineFlowsOnly = process.env.E2E_ENGINE_FLOWS_ONLY === '1';

describe.each(viewports())('the back-office at $width px (issue 23)', (viewport) => {
  const flow = flows.at(viewport.width);
  const oneProcessFlow: FlowTest = engineFlowsOnly
    ? Object.assign(() => undefined, { each: () => () => undefined })
    : flow;
  oneProcessFlow(
    'signs the owner in with the keyboard, finds a shopper’s order, completes it, refunds a paid one, resends a refused webhook and a mail',
    async () => {
      const email = `shopper-${viewport.width}@example.com`;
      const number = await placeGuestOrder(shop, sku, email);
      // The order reaches the fulfilment system, signed with the shared secret.
      const placed = receiver.received(
        `order.placed of ${number}`,
        (hook) => hook.body.type === 'order.placed' && hook.body.data.number === number,
      );
      const paid = await placePaidGuestOrder(shop, sku, `paid-${viewport.width}@example.com`);
      const { context, page, problems } = await backOffice(viewport);

      await axeClean(page, 'the sign-in');
      // A wrong password: the API's own message, and still the sign-in.
      await page.getByLabel('E-mail').fill(OWNER.email);
      await page.getByLabel('Password').fill('not the password at all');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toBe('The e-mail address or the password is wrong, or the user is disabled');
      await page.getByLabel('Password').fill('');
      await page.getByLabel('E-mail').fill('');
      await signInWithKeyboard(page, OWNER.email, OWNER.password);
      // The token is the tab's own, never a cookie the shop could see.
      expect(await page.evaluate(() => sessionStorage.getItem('storefront-admin-token'))).toMatch(/.{20,}/);
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('storefront-admin-token');

      // The orders: search by the shopper's e-mail, on the server.
      await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
      await page
        .getByRole('table', { name: /^Orders/ })
        .getByRole('row')
        .nth(1)
        .waitFor();
      await axeClean(page, 'the orders');
      expect(await fitsTheScreen(page)).toBe(true);
      await page.getByLabel('Number, e-mail or SKU').fill(email);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL((url) => url.searchParams.get('q') === email);
      const rows = page.getByRole('table', { name: /^Orders/ }).locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(1);
      // Sorting is the server's: the header says which way.
      await page.getByRole('button', { name: 'Total' }).click();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'grand_total');
      await expect
        .poll(() => page.getByRole('columnheader', { name: 'Total' }).getAttribute('aria-sort'))
        .toBe('ascending');

      await rows.getByRole('link', { name: number }).click();
      await page.getByRole('heading', { name: `Order ${number}` }).waitFor();
      await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('pending');
      await expect.poll(() => page.getByText('Main Street').count()).toBe(2);
      await axeClean(page, 'an order');
      expect(await fitsTheScreen(page)).toBe(true);
      await page.getByLabel('New status').selectOption('complete');
      await page.getByLabel('Note').fill('Handed over at the desk');
      await page.getByRole('button', { name: 'Change status' }).click();
      await page.getByText('The order is complete now.').waitFor();
      await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('complete');
      await page.getByText(`pending → complete by ${OWNER.email} — Handed over at the desk`).waitFor();
      await page.getByText('The order is complete: its status is final.').waitFor();
      await page.getByRole('button', { name: 'Resend confirmation' }).click();
      await page.getByText('The confirmation was sent again.').waitFor();

      // The paid order: refunded through the fake provider, once, and shown.
      await page.goto(`${shop.url}/admin/orders/${paid}`);
      await page.getByRole('heading', { name: `Order ${paid}` }).waitFor();
      await expect.poll(() => page.getByTestId('order-refund').textContent()).toBe('none');
      // The fulfilment system is down for the refund's webhook.
      const refusing = (hook: ReceivedWebhook) => hook.body.type === 'order.refunded' && hook.body.data.number === paid;
      const stopRefusing = receiver.refuse(refusing);
      const refunded = receiver.received(`order.refunded of ${paid}`, refusing);
      await page.getByRole('button', { name: 'Refund' }).click();
      await page.getByRole('button', { name: 'Confirm the refund' }).click();
      await page.getByText('The refund was made.').waitFor();
      await expect.poll(() => page.getByTestId('order-refund').textContent()).toMatch(/^\$\d+\.\d\d refunded$/);
      await expect.poll(() => page.getByRole('button', { name: 'Refund' }).count()).toBe(0);

      // The order's webhook: its event, signed as docs/api.md#order-webhooks says, and delivered on the Webhooks screen.
      const placedHook = await placed;
      expect(placedHook.headers['x-storefront-event']).toBe('order.placed');
      expect(placedHook.body).toMatchObject({ type: 'order.placed', data: { number, email, status: 'pending' } });
      expect(placedHook.key).toBe(placedHook.body.id);
      expect(signatureVerifies(WEBHOOK_SECRET, placedHook.headers['x-storefront-signature'], placedHook.raw)).toBe(
        true,
      );
      expect(
        signatureVerifies(`${WEBHOOK_SECRET}!`, placedHook.headers['x-storefront-signature'], placedHook.raw),
      ).toBe(false);
      expect((await deliveryShown(page, placedHook)).slice(1, 6)).toEqual([
        'order.placed',
        receiver.url,
        'delivered',
        '1',
        '200',
      ]);
      // The refund's webhook was answered 500 (refused above): pending, its answer shown, until resent by hand (its
      // automatic retry is an hour away here).
      const refusedHook = await refunded;
      expect(refusedHook.status).toBe(500);
      await expect
        .poll(async () => (await deliveryShown(page, refusedHook)).slice(1, 6))
        .toEqual(['order.refunded', receiver.url, 'pending', '1', '500 HTTP 500']);
      stopRefusing();
      const resent = receiver.received(
        `order.refunded of ${paid} again`,
        (hook) => hook.key === refusedHook.key && hook.status === 200,
        receiver.count(),
      );
      await page.getByRole('button', { name: `Resend order.refunded delivery ${refusedHook.delivery}` }).click();
      await page.getByText(`Delivery ${refusedHook.delivery} (order.refunded) is due again now.`).waitFor();
      // The same event again: same key and body, so the receiver can tell it is a repeat.
      const resentHook = await resent;
      expect(resentHook.delivery).toBe(refusedHook.delivery);
      expect(resentHook.raw).toBe(refusedHook.raw);
      expect(signatureVerifies(WEBHOOK_SECRET, resentHook.headers['x-storefront-signature'], resentHook.raw)).toBe(
        true,
      );
      await expect
        .poll(async () => (await deliveryShown(page, refusedHook)).slice(3, 6))
        .toEqual(['delivered', '1', '200']);

      // A mail sent again from the Mail screen: the shopper gets it once more.
      const mails = await readOutbox(shop, email);
      await openScreen(page, 'Mail');
      await page
        .getByRole('button', { name: `Resend “${mails[0]!.subject}” to ${email}` })
        .first()
        .click();
      await page.getByText(`“${mails[0]!.subject}” was sent to ${email}.`).waitFor();
      await expect.poll(async () => (await readOutbox(shop, email)).length).toBe(mails.length + 1);
      expect((await readOutbox(shop, email))[0]).toMatchObject({ subject: mails[0]!.subject, text: mails[0]!.text });

      // The audit has each of them, newest first.
      await openScreen(page, 'Audit');
      const audit = page.getByRole('table', { name: /^Audit log/ });
      await audit.getByRole('cell', { name: 'order.refund' }).first().waitFor();
      await audit.getByRole('cell', { name: 'order.status' }).first().waitFor();
      await audit.getByRole('cell', { name: 'webhook.resend' }).first().waitFor();
      await audit.getByRole('cell', { name: 'mail.resend' }).first().waitFor();
      await axeClean(page, 'the audit');
      expect(await fitsTheScreen(page)).toBe(true);

      // Signing out forgets the token; the page is the sign-in again.
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('heading', { name: 'Back-office sign-in' }).waitFor();
      await page.getByText('You are signed out of the back-office.').waitFor();
      expect(await page.evaluate(() => sessionStorage.getItem('storefront-admin-token'))).toBeNull();
      // The browser's own line for the refused sign-in above is the only one.
      expect(problems.filter((line) => !line.includes('status of 401 (Unauthorized)'))).toEqual([]);
      await context.close();
    },
  );

  flow('approves a pending review, which a shopper sees on the product page within 5 s', async () => {
    const title = `Fits two cars at ${viewport.width} px`;
    await submitReview(shop, product.id, title);
    const shopper = await browser.newContext({ viewport });
    const productPage = await shopper.newPage();
    await gotoSettled(productPage, `${storefront.url}/${product.url_path}`);
    await productPage.locator('#reviews').waitFor({ state: 'attached' });
    expect(await productPage.getByRole('heading', { name: title }).count()).toBe(0);

    const { context, page, signIn } = await backOffice(viewport);
    await signIn();
    await openScreen(page, 'Reviews');
    const approve = page.getByRole('button', { name: `Approve “${title}”` });
    await approve.waitFor();
    await axeClean(page, 'the reviews');
    expect(await fitsTheScreen(page)).toBe(true);
    await approve.click();
    await page.getByText(`The review “${title}” is approved.`).waitFor();
    await expect.poll(() => approve.count()).toBe(0);
    const approvedAt = Date.now();

    // The shopper's next visit of the product page (another browser context, on PostgreSQL another process) lists it.
    await expect
      .poll(
        async () => {
          await gotoSettled(productPage, `${storefront.url}/${product.url_path}`);
          return productPage.getByRole('heading', { name: title }).count();
        },
        { timeout: 5_000, interval: 250 },
      )
      .toBe(1);
    expect(Date.now() - approvedAt).toBeLessThan(5_000);
    await shopper.close();
    await context.close();
  });

  oneProcessFlow(
    'locks, unlocks and mails a customer, opens the customer with their address and order, shows mail, users and the TOTP set-up; staff sees no Users and gets the 403 by URL, and is signed out when the owner ends their sessions',
    async () => {
      const customer = await registeredShopper(shop, 'Lin', [
        {
          firstname: 'Lin',
          lastname: 'Lovelace',
          street: ['Harbour Row', '7'],
          city: 'Portsmouth',
          postcode: 'PO1 3AX',
          country_id: 'GB',
          telephone: '555-0199',
          default_shipping: true,
        },
      ]);
      const number = await placeCustomerOrder(shop, sku, customer);
      const { context, page, signIn } = await backOffice(viewport);
      await signIn();
      await openScreen(page, 'Customers');
      await page.getByLabel('E-mail or name').fill(customer.email);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('button', { name: `Lock ${customer.email}` }).click();
      await page.getByText(`${customer.email} is locked.`).waitFor();
      await page.getByRole('button', { name: `Unlock ${customer.email}` }).waitFor();
      await axeClean(page, 'the customers');
      expect(await fitsTheScreen(page)).toBe(true);
      await page.getByRole('button', { name: `Unlock ${customer.email}` }).click();
      await page.getByText(`${customer.email} can sign in again.`).waitFor();
      await page.getByRole('button', { name: `Send reset link to ${customer.email}` }).click();
      await page.getByText(`A reset link was sent to ${customer.email}.`).waitFor();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download newsletter subscribers (CSV)' }).click();
      expect((await download).suggestedFilename()).toBe('newsletter-subscribers.csv');

      // The customer's page, opened from the list: details, the saved address, the order they placed.
      await page.getByRole('link', { name: customer.email, exact: true }).click();
      await page.getByRole('heading', { name: `Customer Lin ${customer.lastname}`, level: 1 }).waitFor();
      await expect.poll(() => page.getByTestId('customer-email').textContent()).toBe(customer.email);
      await expect.poll(() => page.getByTestId('customer-account').textContent()).toBe('open');
      const addresses = page.getByRole('region', { name: 'Addresses' });
      await addresses.getByText('Harbour Row').waitFor();
      await addresses.getByText('PO1 3AX Portsmouth, GB').waitFor();
      const order = page
        .getByRole('table', { name: `Orders of ${customer.email}` })
        .getByRole('row')
        .filter({ hasText: number });
      // On a phone a cell's name starts with its column's label (the stacked card's caption): the total is matched at the end.
      await order.getByRole('cell', { name: 'pending' }).waitFor();
      await expect.poll(() => order.getByRole('cell', { name: /\$\d+\.\d\d$/ }).count()).toBe(1);
      await axeClean(page, 'a customer');
      expect(await fitsTheScreen(page)).toBe(true);
      // Lock and unlock from the page too, with the keyboard.
      await page.getByRole('button', { name: `Lock ${customer.email}` }).press('Enter');
      await page.getByText(`${customer.email} is locked.`).waitFor();
      await expect.poll(() => page.getByTestId('customer-account').textContent()).toBe('locked');
      await page.getByRole('button', { name: `Unlock ${customer.email}` }).press('Enter');
      await expect.poll(() => page.getByTestId('customer-account').textContent()).toBe('open');
      await order.getByRole('link', { name: number }).click();
      await page.getByRole('heading', { name: `Order ${number}`, level: 1 }).waitFor();
      await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('pending');

      await openScreen(page, 'Mail');
      // The orders above mailed their confirmations: without SMTP they wait in the outbox.
      await firstRow(page, /^Mail/).waitFor();
      await axeClean(page, 'the mail');
      expect(await fitsTheScreen(page)).toBe(true);

      await openScreen(page, 'Users');
      await page
        .getByRole('table', { name: /^Back-office users/ })
        .getByText(STAFF.email, { exact: true })
        .waitFor();
      await axeClean(page, 'the users');
      expect(await fitsTheScreen(page)).toBe(true);

      await openScreen(page, 'My account');
      await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      await page.getByRole('img', { name: 'QR code of the authenticator set-up link' }).locator('svg').waitFor();
      await axeClean(page, 'the two-factor set-up');
      expect(await fitsTheScreen(page)).toBe(true);

      const staff = await backOffice(viewport, STAFF);
      await staff.signIn();
      await nav(staff.page).getByRole('link', { name: 'Orders' }).waitFor();
      expect(await nav(staff.page).getByRole('link', { name: 'Users' }).count()).toBe(0);
      await staff.page.goto(`${shop.url}/admin/users`);
      await staff.page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
      await expect
        .poll(() => staff.page.getByRole('alert').textContent())
        .toBe('Your back-office role may not do this');
      await axeClean(staff.page, 'the users refused to staff');

      // The owner ends the staff user's sessions: the staff's next screen asks for a sign-in again.
      await openScreen(page, 'Users');
      await page.getByRole('button', { name: `End sessions of ${STAFF.email}` }).click();
      await page.getByText(`${STAFF.email} is signed out everywhere.`).waitFor();
      await nav(staff.page).getByRole('link', { name: 'Orders' }).click();
      await staff.page.getByRole('heading', { name: 'Back-office sign-in' }).waitFor();
      expect(await staff.page.getByRole('button', { name: 'Sign out' }).count()).toBe(0);
      await staff.context.close();
      await context.close();
    },
  );

  oneProcessFlow(
    'turns on two-factor sign-in, then asks for the one-time code at sign-in: a wrong one is refused, the right one lets in',
    async () => {
      const user = twoFactorUser(viewport.width);
      const { context, page, problems, signIn } = await backOffice(viewport, user);
      await signIn();
      await openScreen(page, 'My account');
      await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      // The key under the QR code, as a user types it into their authenticator app, which then shows the codes.
      const secret = (await page.locator('.admin-secret').textContent())!;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await page.getByLabel('The app’s 6-digit code').fill(totpCode(secret, Date.now()));
      await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      await page.getByText('Two-factor sign-in is on: the next sign-in asks for a code.').waitFor();
      await page.getByRole('button', { name: 'Sign out' }).click();

      // The password alone: the code is asked for, and the cursor is in its field.
      await page.getByRole('heading', { name: 'Back-office sign-in' }).waitFor();
      await page.getByLabel('E-mail').fill(user.email);
      await page.getByLabel('Password').fill(user.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      const code = page.getByLabel('One-time code');
      await expect.poll(() => code.evaluate((field) => field === document.activeElement)).toBe(true);
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toBe('Enter the 6-digit code of your authenticator app');
      await axeClean(page, 'the sign-in asking for the code');
      // A code of five minutes ago is no longer valid.
      await code.fill(totpCode(secret, Date.now() - 300_000));
      await code.press('Enter');
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toBe('The code is wrong or was used already: enter the next one');
      expect(await page.getByRole('button', { name: 'Sign out' }).count()).toBe(0);
      // The app's next code (the one the set-up used opens nothing more).
      await code.fill(totpCode(secret, Date.now() + 30_000));
      await code.press('Enter');
      await page.getByRole('button', { name: 'Sign out' }).waitFor();
      // Back where the user signed out, with two-factor sign-in on.
      await page.getByRole('heading', { name: 'My account', level: 1 }).waitFor();
      // E-mail, role, then two-factor sign-in: on.
      await expect.poll(() => page.locator('.admin-facts dd').nth(2).textContent()).toBe('on');
      // The browser's lines for the two refused sign-ins are the only ones.
      expect(problems.filter((line) => !line.includes('status of 401 (Unauthorized)'))).toEqual([]);
      await context.close();
    },
  );

  flow(
    'blocks a spot’s places, which a shopper in another browser sees gone at once; books on the phone; new terms, a new price, a special price and a product out of stock reach the shopper within 5 s',
    async () => {
      const lane = viewport.width === 390 ? 0 : 1;
      const { context, page, problems, signIn } = await backOffice(viewport);
      await signIn();
      await openScreen(page, 'Spots');
      const spots = page.getByRole('table', { name: /^Parking spots/ });
      const spotLink = spots.locator('tbody tr').nth(lane).getByRole('link');
      await spotLink.waitFor();
      await axeClean(page, 'the spots');
      expect(await fitsTheScreen(page)).toBe(true);
      await spotLink.click();
      await page.getByRole('heading', { name: /^Spot / }).waitFor();
      const spotSku = new URL(page.url()).pathname.split('/').pop()!;
      const zone = (await page.getByTestId('spot-clock').textContent())!;
      const places = Number(await page.getByTestId('spot-places').textContent());
      const date = dayAhead(40 + lane, zone);
      await page.getByLabel(`Day (${zone})`).fill(date);
      await page.getByRole('button', { name: 'Show the day' }).click();
      await page.waitForURL((url) => url.searchParams.get('date') === date);
      const slot = page.getByTestId('occupancy-slot').filter({ hasText: '10:00–11:00' });
      await expect.poll(() => slot.textContent()).toContain(`0 blocked, ${places} free`);
      await axeClean(page, 'a spot');
      expect(await fitsTheScreen(page)).toBe(true);

      // The shopper, in a browser of their own, sees the spot free for 10:00-12:00 on that day.
      const shopper = await browser.newContext({ viewport });
      const listing = await shopper.newPage();
      const period = hourlyListingPath(
        instantOfLocalInputs(date, '10:00', zone)!,
        instantOfLocalInputs(date, '12:00', zone)!,
        zone,
      );
      const status = () => spotCard(listing, spotSku).getByTestId('spot-status').textContent();
      await gotoSettled(listing, `${storefront.url}${period}`);
      expect(await status()).toMatch(new RegExp(`^Available.*${places} of ${places} places free`));

      // Every place blocked for the morning: gone for the shopper on their next look.
      const blockForm = page.getByRole('form', { name: 'Block places' });
      await blockForm.getByLabel(`From time (${zone})`).fill('09:00');
      await blockForm.getByLabel(`Until time (${zone})`).fill('13:00');
      await blockForm.getByLabel('Reason').fill(`Line painting ${viewport.width}`);
      // Sent from the keyboard, as every back-office form can be.
      await blockForm.getByLabel('Reason').press('Enter');
      await page.getByText(/blocked from/).waitFor();
      await expect.poll(() => slot.textContent()).toContain(`${places} blocked, 0 free`);
      await gotoSettled(listing, `${storefront.url}${period}`);
      expect(await status()).not.toMatch(/^Available/);

      // Removed: free again for the shopper.
      await page
        .getByRole('button', { name: `Remove the block “Line painting ${viewport.width}” from ${date} 09:00` })
        .click();
      await page.getByText(/is removed: its places are free again/).waitFor();
      await gotoSettled(listing, `${storefront.url}${period}`);
      expect(await status()).toMatch(new RegExp(`^Available.*${places} of ${places} places free`));

      // A booking taken on the phone: in the day's bookings with its driver and plate, and in the timeline.
      const phone = page.getByRole('form', { name: 'Booking on the phone' });
      await phone.getByLabel(`From time (${zone})`).fill('10:00');
      await phone.getByLabel(`Until time (${zone})`).fill('12:00');
      await phone.getByLabel('E-mail').fill(`caller-${viewport.width}@example.com`);
      await phone.getByLabel('First name').fill('Ada');
      await phone.getByLabel('Last name').fill('Lovelace');
      await phone.getByLabel('Telephone').fill('+1 555 0199');
      await phone.getByLabel('Postcode').fill('10001');
      await phone.getByLabel('Plate').fill(`AL${viewport.width}`);
      await phone.getByRole('button', { name: 'Book' }).click();
      await page.getByText(/^Booked: order \d+/).waitFor();
      const bookings = page.getByRole('table', { name: /^Bookings on/ });
      await bookings.getByRole('cell', { name: `AL${viewport.width}` }).waitFor();
      await bookings.getByRole('cell', { name: 'Ada Lovelace' }).waitFor();
      await expect.poll(() => slot.textContent()).toContain('1 booked');

      // New terms, a place more at a new hourly rate: the shopper's next look at the listing shows them within 5 s.
      const terms = page.getByRole('form', { name: 'Capacity, rates and rules' });
      const rate = terms.getByLabel('Per hour', { exact: true });
      const newRate = Math.round(Number(await rate.inputValue()) * 100 + 137 + lane) / 100;
      await rate.fill(String(newRate));
      await terms.getByLabel('Places', { exact: true }).fill(String(places + 1));
      await terms.getByRole('button', { name: 'Save the spot' }).click();
      await page.getByText('The spot’s terms are saved.').waitFor();
      const termsSavedAt = Date.now();
      await expect.poll(() => page.getByTestId('spot-places').textContent()).toBe(String(places + 1));
      const card = spotCard(listing, spotSku);
      await expect
        .poll(
          async () => {
            await gotoSettled(listing, `${storefront.url}${period}`);
            return [await card.locator('.spot-card-rates').textContent(), await status()];
          },
          { timeout: 5_000, interval: 250 },
        )
        .toEqual([
          expect.stringContaining(`$${newRate.toFixed(2)} / hour`),
          expect.stringMatching(new RegExp(`^Available.*${places} of ${places + 1} places free`)),
        ]);
      expect(Date.now() - termsSavedAt).toBeLessThan(5_000);

      // A new price: the shopper's next look at the product page shows it within 5 s.
      const productPage = await shopper.newPage();
      await gotoSettled(productPage, `${storefront.url}/${product.url_path}`);
      const shown = () => productPage.locator('.product-info .product-price .price').textContent();
      const before = await shown();
      await openScreen(page, 'Products');
      await page.getByLabel('SKU or name').fill(product.sku);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL((url) => url.searchParams.get('q') === product.sku);
      const productLink = page
        .getByRole('table', { name: /^Products/ })
        .getByRole('link', { name: product.sku, exact: true });
      await axeClean(page, 'the products');
      expect(await fitsTheScreen(page)).toBe(true);
      await productLink.click();
      const price = page.getByLabel('Price', { exact: true });
      await price.waitFor();
      await axeClean(page, 'a product');
      expect(await fitsTheScreen(page)).toBe(true);
      const newPrice = Number(await price.inputValue()) + 11 + lane;
      await price.fill(String(newPrice));
      await price.press('Enter');
      await page.getByText(`${product.sku} is saved.`).waitFor();
      const savedAt = Date.now();
      // What the shopper's process now prices it at, with its tax, as the page shows prices.
      const priced = async () => {
        const [found] = await findDocuments<{ price_incl_tax: number; original_price_incl_tax?: number }>(
          storefront,
          'product',
          [{ terms: { sku: [product.sku] } }],
        );
        return `$${found!.price_incl_tax.toFixed(2)}`;
      };
      await expect
        .poll(
          async () => {
            await gotoSettled(productPage, `${storefront.url}/${product.url_path}`);
            const text = await shown();
            return text !== before && text === (await priced());
          },
          { timeout: 5_000, interval: 250 },
        )
        .toBe(true);
      expect(Date.now() - savedAt).toBeLessThan(5_000);

      // A special price from yesterday to a month ahead (a day either side: started and not ended in any time zone the
      // shop may count dates in): the shopper's next look shows it, the new price struck through.
      const regular = (await priced())!;
      const form = page.getByRole('form', { name: /^Edit / });
      const specialPrice = page.getByLabel('Special price', { exact: true });
      await expect.poll(() => price.inputValue()).toBe(String(newPrice));
      await specialPrice.fill(String(newPrice - 3));
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel('Special price from').fill(yesterday);
      await page
        .getByLabel('Special price until')
        .fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
      await saveProduct(page, form);
      const specialAt = Date.now();
      const struck = () =>
        Promise.all(
          ['.price-original', '.price-special'].map((part) =>
            productPage.locator(`.product-info .product-price ${part}`).textContent(),
          ),
        );
      await expect
        .poll(
          async () => {
            await gotoSettled(productPage, `${storefront.url}/${product.url_path}`);
            return (await productPage.locator('.product-info .product-price .price-special').count()) === 1;
          },
          { timeout: 5_000, interval: 250 },
        )
        .toBe(true);
      expect(Date.now() - specialAt).toBeLessThan(5_000);
      const special = (await priced())!;
      expect(special).not.toBe(regular);
      expect(await struck()).toEqual([`Regular price ${regular}`, `Special price ${special}`]);

      // Out of stock: the shopper's next add from the product page is refused with the storefront's message.
      const qty = await page.getByLabel('Quantity', { exact: true }).inputValue();
      await page.getByLabel('Quantity', { exact: true }).fill('0');
      await page.getByLabel('In stock').uncheck();
      await saveProduct(page, form);
      const stockAt = Date.now();
      const refused = 'The product is out of stock and cannot be added to the cart!';
      await expect
        .poll(
          async () => {
            await gotoSettled(productPage, `${storefront.url}/${product.url_path}`);
            await productPage.getByRole('button', { name: 'Add to cart' }).click();
            const toast = productPage.locator('.ui-toast > span');
            await toast.first().waitFor();
            return toast.allTextContents();
          },
          { timeout: 5_000, interval: 250 },
        )
        .toContain(refused);
      expect(Date.now() - stockAt).toBeLessThan(5_000);

      // Back in stock without the special price, for the other width's steps.
      await specialPrice.fill('');
      await page.getByLabel('Special price from').fill('');
      await page.getByLabel('Special price until').fill('');
      await page.getByLabel('Quantity', { exact: true }).fill(qty);
      await page.getByLabel('In stock').check();
      await saveProduct(page, form);
      expect(problems).toEqual([]);
      await shopper.close();
      await context.close();
    },
  );

  flow(
    'edits categories (position, name, shown) and a CMS page and block with the rich-text editor, reaching the shopper within 5 s; coupons; lists webhook deliveries',
    async () => {
      const { context, page, problems, signIn } = await backOffice(viewport);
      await signIn();
      await openScreen(page, 'Categories');
      const firstCategory = firstRow(page, /^Categories/);
      await firstCategory.getByLabel('Position').waitFor();
      await axeClean(page, 'the categories');
      expect(await fitsTheScreen(page)).toBe(true);
      await firstCategory.getByLabel('Position').fill(String(700 + viewport.width));
      await firstCategory.getByRole('button', { name: /^Save the category/ }).click();
      await page.getByText(/^The category “.+” is saved\.$/).waitFor();

      // A top category renamed and another one hidden: the shopper's next look at the menu has the new name, not the
      // hidden one.
      const shopper = await browser.newContext({ viewport });
      const shopPage = await shopper.newPage();
      const menu = async () => {
        await gotoSettled(shopPage, `${storefront.url}/`);
        return shopPage.locator('#main-nav > ul > li > a').allTextContents();
      };
      const [renamed, hidden] = await menu();
      expect(renamed && hidden).toBeTruthy();
      const newName = `${renamed} ${viewport.width}`;
      // Found by the screen's search (the list is paged): the row's form of that name.
      const categoryForm = async (name: string) => {
        await page.getByRole('searchbox', { name: 'Name' }).fill(name);
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await page.waitForURL((url) => url.searchParams.get('q') === name);
        const form = page
          .getByRole('form', { name: new RegExp(`^Category ${name.replace(/[^\w ]/g, '\\$&')} \\(\\d+\\)$`) })
          .first();
        await form.waitFor();
        return form;
      };
      const saveCategory = async (form: Locator) => {
        const [answer] = await Promise.all([
          page.waitForResponse((response) => response.request().method() === 'PATCH'),
          form.getByRole('button', { name: /^Save the category/ }).click(),
        ]);
        expect(answer.ok()).toBe(true);
      };
      const renaming = await categoryForm(renamed!);
      await renaming.getByLabel('Name').fill(newName);
      await saveCategory(renaming);
      const hiding = await categoryForm(hidden!);
      await hiding.getByLabel('Shown').uncheck();
      await saveCategory(hiding);
      const categoriesAt = Date.now();
      await expect
        .poll(
          async () => {
            const names = await menu();
            return [names.includes(newName), names.includes(renamed!), names.includes(hidden!)];
          },
          { timeout: 5_000, interval: 250 },
        )
        .toEqual([true, false, false]);
      expect(Date.now() - categoriesAt).toBeLessThan(5_000);
      // Restored for the other width.
      const naming = await categoryForm(newName);
      await naming.getByLabel('Name').fill(renamed!);
      await saveCategory(naming);
      const showing = await categoryForm(hidden!);
      await showing.getByLabel('Shown').check();
      await saveCategory(showing);

      await openScreen(page, 'CMS');
      await firstRow(page, /^CMS pages/)
        .getByRole('link')
        .click();
      const editor = page.getByRole('textbox', { name: 'Content' });
      await editor.waitFor();
      await axeClean(page, 'the CMS editor');
      expect(await fitsTheScreen(page)).toBe(true);
      // Typed, then made bold with the toolbar; handlers and script links typed in the HTML view are dropped before the
      // editor shows them.
      await editor.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type(` Open ${viewport.width} hours`);
      await page.keyboard.down('Shift');
      for (let i = 0; i < `${viewport.width} hours`.length; i++) await page.keyboard.press('ArrowLeft');
      await page.keyboard.up('Shift');
      await page.getByRole('button', { name: 'Bold' }).click();
      await page.getByRole('button', { name: 'Edit the HTML' }).click();
      const source = page.getByLabel('Content (HTML)');
      expect(await source.inputValue()).toContain(`<b>${viewport.width} hours</b>`);
      await source.fill(
        `${await source.inputValue()}<p onclick="alert(1)">Call us ${viewport.width}</p><a href="javascript:alert(1)">x</a>`,
      );
      await page.getByRole('button', { name: 'Show the formatted text' }).click();
      await editor.getByText(`Call us ${viewport.width}`).waitFor();
      expect(await editor.innerHTML()).not.toMatch(/onclick|javascript:/);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText(/” is saved\.$/).waitFor();
      await expect.poll(() => editor.innerHTML()).toContain(`<b>${viewport.width} hours</b>`);

      // A CMS block, through the HTML view: an image's handler and a script are dropped; the shop's page of blocks shows
      // the new text within 5 s.
      await page.getByRole('link', { name: '← CMS' }).click();
      await page.getByLabel('Show', { exact: true }).selectOption('blocks');
      await page
        .getByRole('table', { name: /^CMS blocks/ })
        .locator('tbody tr')
        .filter({ hasText: 'home-page-block' })
        .getByRole('link')
        .click();
      await page.getByRole('heading', { name: /^CMS block / }).waitFor();
      await page.getByRole('button', { name: 'Edit the HTML' }).click();
      const blockText = `Free parking for ${viewport.width} cars`;
      await page
        .getByLabel('Content (HTML)')
        .fill(`<p>${blockText}</p><img onerror="alert(1)" alt=""><script>alert(2)</script>`);
      await page.getByRole('button', { name: 'Show the formatted text' }).click();
      await editor.getByText(blockText).waitFor();
      expect(await editor.innerHTML()).not.toMatch(/onerror|<script|alert/);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText(/” is saved\.$/).waitFor();
      const blockAt = Date.now();
      const block = shopPage.locator('[data-block="home-page-block"]');
      await expect
        .poll(
          async () => {
            await gotoSettled(shopPage, `${storefront.url}/cms-block-demo-page-ssr`);
            return block.getByText(blockText).count();
          },
          { timeout: 5_000, interval: 250 },
        )
        .toBe(1);
      expect(Date.now() - blockAt).toBeLessThan(5_000);
      expect(await block.innerHTML()).not.toMatch(/onerror|<script|alert/);
      await shopper.close();

      await openScreen(page, 'Coupons');
      const code = `SPRING${viewport.width}`;
      const newCoupon = page.getByRole('form', { name: 'New coupon' });
      await newCoupon.getByLabel('Code').fill(code);
      await newCoupon.getByLabel('Amount').fill('10');
      await newCoupon.getByRole('button', { name: 'Add the coupon' }).click();
      await page.getByText(`${code} is added.`).waitFor();
      const limit = page.getByRole('form', { name: `Limit of ${code}` });
      await limit.getByLabel('Uses in all (empty: no limit)').fill('5');
      await limit.getByRole('button', { name: `Save the limit of ${code}` }).click();
      await page.getByText(`${code} can be used 5 times in all.`).waitFor();
      await page.getByRole('button', { name: `End now: ${code}` }).click();
      await page.getByText(`${code} has ended: carts can no longer use it.`).waitFor();
      await axeClean(page, 'the coupons');
      expect(await fitsTheScreen(page)).toBe(true);

      await openScreen(page, 'Webhooks');
      await firstRow(page, /^Webhook deliveries/).waitFor();
      await axeClean(page, 'the webhook deliveries');
      expect(await fitsTheScreen(page)).toBe(true);
      // Parsing the typed HTML (inertly) makes Chromium report the handler its Content-Security-Policy refuses: nothing
      // ran. That report is the only line.
      expect(problems.filter((line) => !line.includes('Executing inline event handler violates'))).toEqual([]);
      await context.close();
    },
  );
});

describe('the back-office’s pages and chunks (issue 23)', () => {
  it('are never cached, and no shop page preloads or precaches an admin chunk', async () => {
    const admin = await fetch(`${shop.url}/admin/orders/000000001`);
    expect(admin.headers.get('cache-control')).toBe('no-store');
    const adminHtml = await admin.text();
    expect(adminHtml).toMatch(/<link rel="modulepreload" href="\/assets\/admin-/);
    for (const path of ['/', `/${product.url_path}`, '/checkout']) {
      const html = await (await fetch(`${shop.url}${path}`)).text();
      const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
      expect(preloads.length, path).toBeGreaterThan(0);
      expect(
        preloads.filter((href) => href!.includes('/admin-')),
        path,
      ).toEqual([]);
    }
    const worker = await (await fetch(`${shop.url}/service-worker.js`)).text();
    expect(worker).toContain('/assets/entry.client-');
    expect(worker).not.toContain('/assets/admin-');
  });

  it('are imported by no shop chunk, and a shop page downloads none of them', async () => {
    // The build's chunks: only the route manifest (every route's modules, found by address) names an admin chunk.
    const assets = join(dirname(fileURLToPath(import.meta.url)), '..', 'build', 'client', 'assets');
    const shopChunks = readdirSync(assets).filter((file) => file.endsWith('.js') && !file.startsWith('admin-'));
    expect(shopChunks.length).toBeGreaterThan(0);
    const naming = shopChunks.filter(
      (file) => !file.startsWith('manifest-') && readFileSync(join(assets, file), 'utf8').includes('/admin-'),
    );
    expect(naming).toEqual([]);
    // What a guest's pages download, on-demand and idle-time chunks included, until the page has settled.
    const context = await browser.newContext({ viewport: VIEWPORTS[0] });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    for (const path of ['/', `/${product.url_path}`, '/checkout']) await gotoSettled(page, `${shop.url}${path}`);
    await context.close();
    expect(scripts.some((script) => script.includes('/entry.client-'))).toBe(true);
    expect(scripts.filter((script) => script.includes('/admin-'))).toEqual([]);
  });
});
