import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { getJson, postJson } from '../../../../packages/api/src/test-support/json-requests';
import {
  placeOrderPaidWithFakeProvider,
  postReviewClaimingApproval,
} from '../../../../packages/api/src/test-support/shopper-calls';
import { hydrated } from './browser';
import { cashOnDeliveryOrder } from './order-body';
import type { RunningStorefront } from './start-storefront';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

/**
 * `npm run admin -- add <email> --role <role>` as a shop developer runs it: a child process on the shop's data (its
 * `env`: the data directory, or the PostgreSQL database), the password piped to standard input.
 */
export function addBackOfficeUser(
  shop: RunningStorefront,
  email: string,
  role: 'owner' | 'staff',
  password: string,
): Promise<string> {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const child = spawn(npm, ['run', '--silent', 'admin', '--', 'add', email, '--role', role], {
    cwd: root,
    env: { ...process.env, ...shop.env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(`${password}\n`);
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`npm run admin -- add exited ${code}:\n${output}`)),
    ),
  );
}

const address = (email: string) => ({
  firstname: 'Grace',
  lastname: 'Hopper',
  street: ['Main Street', '12'],
  city: 'Springfield',
  postcode: '12345',
  country_id: 'US',
  region: 'California',
  region_id: 0,
  telephone: '555-0100',
  email,
});

/** A guest's order paid on delivery, placed through the API as the storefront's checkout sends it: its number. */
export async function placeGuestOrder(shop: RunningStorefront, sku: string, email: string): Promise<string> {
  const placed = await postJson(
    `${shop.url}/api/order`,
    cashOnDeliveryOrder({ address: address(email), products: [{ sku, qty: 1, price: 10 }] }),
  );
  if (placed.status !== 200) throw new Error(`order failed: ${JSON.stringify(placed.body)}`);
  return String(placed.body.result.orderNumber);
}

/**
 * A registered customer's order paid on delivery: signed in through the API as the storefront does, then placed with
 * the customer's token and id (`POST /api/order?token=`), so the order is the customer's. Its number.
 */
export async function placeCustomerOrder(
  shop: RunningStorefront,
  sku: string,
  customer: { email: string; password: string },
): Promise<string> {
  const login = await postJson(`${shop.url}/api/user/login`, { username: customer.email, password: customer.password });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  const token = String(login.body.result);
  const me = await getJson(`${shop.url}/api/user/me?token=${encodeURIComponent(token)}`);
  if (me.status !== 200) throw new Error(`me failed: ${JSON.stringify(me.body)}`);
  const placed = await postJson(
    `${shop.url}/api/order?token=${encodeURIComponent(token)}`,
    cashOnDeliveryOrder({
      address: address(customer.email),
      products: [{ sku, qty: 1, price: 10 }],
      user_id: String(me.body.result.id),
    }),
  );
  if (placed.status !== 200) throw new Error(`order failed: ${JSON.stringify(placed.body)}`);
  return String(placed.body.result.orderNumber);
}

/** A guest's order paid online with the shop's local fake provider (approved in its window), placed: its number. */
export function placePaidGuestOrder(shop: RunningStorefront, sku: string, email: string): Promise<string> {
  const body = cashOnDeliveryOrder({ address: address(email), products: [{ sku, qty: 1, price: 10 }] });
  return placeOrderPaidWithFakeProvider(shop.url, {
    ...body,
    addressInformation: { ...body.addressInformation, payment_method_code: 'vsfpaypal' },
  });
}

/** A review a shopper submits from the product page (`POST /api/review/create`), claiming to be approved. */
export async function submitReview(shop: RunningStorefront, productId: number, title: string): Promise<number> {
  return Number((await postReviewClaimingApproval(shop.url, productId, title, 'Sturdy and fits the car.')).id);
}

/** Signs in at `/admin` with the keyboard alone: the fields in order, Enter to send. */
export async function signInWithKeyboard(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('heading', { name: 'Back-office sign-in' }).waitFor();
  await hydrated(page);
  await page.getByLabel('E-mail').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}
