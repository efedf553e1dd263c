import { ACCESS_TOKEN_COOKIE } from '@storefront/core';
import type { BrowserContext, Page } from 'playwright-core';
import { hydrated } from './browser';
import { configFile, type RunningStorefront } from './start-storefront';

export interface TestShopper {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
}

let shoppers = 0;

/** A new shopper with an address no other test uses. */
export function newShopper(firstname = 'Ada'): TestShopper {
  shoppers += 1;
  return {
    email: `shopper-${process.pid}-${Date.now()}-${shoppers}@example.com`,
    password: `secret-${shoppers}-password`,
    firstname,
    lastname: 'Lovelace',
  };
}

/**
 * Environment for `startStorefront`: an API config file with a cheap scrypt cost, so logins in end-to-end tests take
 * milliseconds (the real parameters are tested by the API's own tests). `apiConfig` adds other sections of that file.
 */
export function cheapHashEnv(
  extra: Record<string, string> = {},
  apiConfig: Record<string, unknown> = {},
): Record<string, string> {
  // Test files register an account per test, all from this machine's one address: above the per-address limit.
  const file = configFile('api.json', {
    users: { scrypt: { N: 1024 }, registrationRateLimit: { max: 1000, windowMs: 3_600_000 } },
    ...apiConfig,
  });
  return { API_CONFIG_FILE: file, ...extra };
}

export async function registerViaApi(
  shop: RunningStorefront,
  shopper: TestShopper,
  /** The customer's saved addresses, when the account should start with some. */
  addresses?: readonly unknown[],
): Promise<void> {
  const reply = await fetch(`${shop.url}/api/user/create`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      customer: {
        email: shopper.email,
        firstname: shopper.firstname,
        lastname: shopper.lastname,
        ...(addresses && { addresses }),
      },
      password: shopper.password,
    }),
  });
  const body = (await reply.json()) as { code: number; result: unknown };
  if (body.code !== 200) throw new Error(`Registration failed: ${JSON.stringify(body)}`);
}

/** A new shopper (`newShopper`) with an account already registered through the API. */
export async function registeredShopper(
  shop: RunningStorefront,
  firstname?: string,
  addresses?: readonly unknown[],
): Promise<TestShopper> {
  const shopper = newShopper(firstname);
  await registerViaApi(shop, shopper, addresses);
  return shopper;
}

/** The sign-up modal, opened from the header's account button for a guest. */
export async function openSignupModal(page: Page): Promise<void> {
  await hydrated(page);
  await guestHeader(page).click();
  await page.getByRole('dialog', { name: 'Log in to your account' }).waitFor();
}

export async function loginViaModal(page: Page, shopper: TestShopper): Promise<void> {
  await openSignupModal(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail address').fill(shopper.email);
  await dialog.getByLabel('Password').fill(shopper.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await loggedInHeader(page, shopper).waitFor();
}

/** The header's account link of a logged-in customer, which shows the first name. */
export function loggedInHeader(page: Page, shopper: Pick<TestShopper, 'firstname'>) {
  return page.getByRole('banner').getByRole('link', { name: `My account, ${shopper.firstname}` });
}

/**
 * The header's account link of a guest. Exact, and only once no customer's link is there: the open account menu of a
 * customer holds a 'My account' link too.
 */
export function guestHeader(page: Page) {
  return page
    .getByRole('banner')
    .getByRole('link', { name: 'My account', exact: true })
    .and(page.locator(':not(#account-menu-list a)'));
}

/** Logs out as a shopper does from any page: the header's account menu, then 'Log out'; waits for a guest's header. */
export async function logOutFromHeader(page: Page): Promise<void> {
  const banner = page.getByRole('banner');
  await banner.getByRole('link', { name: /^My account, / }).click();
  await banner.getByRole('button', { name: 'Log out' }).click();
  await guestHeader(page).waitFor();
}

/** The page's HTML as the server renders it for this browser context's cookies (no script runs). */
export async function serverHtml(context: BrowserContext, url: string): Promise<string> {
  const response = await context.request.get(url);
  return response.text();
}

interface OutboxMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
}

/** What the shop sent to an address (newest first), from the development outbox the API keeps without SMTP. */
export async function readOutbox(shop: RunningStorefront, to: string): Promise<OutboxMail[]> {
  const reply = await fetch(`${shop.url}/api/ext/mail-service/outbox?to=${encodeURIComponent(to)}`);
  const body = (await reply.json()) as { code: number; result: OutboxMail[] };
  if (body.code !== 200) throw new Error(`The outbox answered ${JSON.stringify(body)}`);
  return body.result;
}

/** The first link in the shop's password-reset mail to this address. */
export async function resetLinkFor(shop: RunningStorefront, email: string): Promise<string> {
  const mail = (await readOutbox(shop, email)).find((candidate) => candidate.kind === 'password-reset');
  const link = mail && /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No password-reset mail to ${email}`);
  return link;
}

/** The access token the page keeps in storage (null when logged out). */
export const storedToken = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('shop/user/current-token');
    return raw ? (JSON.parse(raw) as { value: string }).value : null;
  });

/** When a JWT expires (its `exp`, in ms), or undefined when the value is no JWT with one. */
function expiryOf(token: string | null | undefined): number | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp?: unknown };
  return typeof exp === 'number' ? exp * 1000 : undefined;
}

/**
 * Waits until the short-lived access tokens the page holds (in storage) and sends (the cookie) are out of date, read
 * from their own `exp`: the API then refuses them and the token machine must refresh. A shop started with
 * `ACCESS_TOKEN_TTL: '2'` (two seconds) waits at most that long; three seconds when the page holds no JWT.
 */
export async function outliveTheAccessToken(page: Page): Promise<void> {
  const cookies = await page.context().cookies();
  const expiries = [
    await storedToken(page),
    ...cookies.filter((c) => c.name === ACCESS_TOKEN_COOKIE).map((c) => c.value),
  ]
    .map(expiryOf)
    .filter((expiry) => expiry !== undefined);
  const until = expiries.length > 0 ? Math.max(...expiries) + 100 : Date.now() + 3_000;
  await page.waitForTimeout(Math.max(0, until - Date.now()));
}
