import { localizedRoute } from '@storefront/core';
import type { PageContext } from '../../lib/page-context.server';

/** docs/api.md#order-sync-status: the order's transfer state by the id the browser generated (unguessable, so public). */
export const ORDER_STATUS_ENDPOINT = '/api/sync/order/{{orderId}}';

/** The order ids we generate and accept: `<epoch ms>-<uuid>` and the like; anything else is looked up nowhere. */
const ORDER_ID = /^[A-Za-z0-9-]{1,80}$/;

export interface ThankYouView {
  /** The order number to show, or undefined when no placed order has this id. */
  orderNumber?: string;
  homeHref: string;
}

/** The thank-you page's order, read from the API (see docs/behaviour.md#thank-you-page); a bad or unknown id shows no number. */
export async function loadThankYou(page: PageContext, orderId: string | null): Promise<ThankYouView> {
  const homeHref = localizedRoute('/', page.storeCode, page.stores);
  if (!orderId || !ORDER_ID.test(orderId)) return { homeHref };
  const task = await page.queue
    .execute({ url: ORDER_STATUS_ENDPOINT, params: { orderId }, silent: true })
    .catch(() => undefined);
  const result = task?.resultCode === 200 ? (task.result as { order_number?: unknown } | null) : null;
  const orderNumber = result?.order_number;
  return typeof orderNumber === 'string' && orderNumber !== '' ? { orderNumber, homeHref } : { homeHref };
}
