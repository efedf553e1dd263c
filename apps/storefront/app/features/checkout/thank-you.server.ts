import { localizedRoute } from '@storefront/core';
import type { RouterContextProvider } from 'react-router';
import type { PageContext } from '../../lib/page-context.server';
import { readSession } from '../../lib/session.server';
import type { OrderDetailsView } from '../order-details';
import { orderDetailsView, readPlacedOrder } from '../order-details/index.server';

/** docs/api.md#order-sync-status: the order's transfer state by the id the browser generated (unguessable, so public). */
export const ORDER_STATUS_ENDPOINT = '/api/sync/order/{{orderId}}';

/** The order ids we generate and accept: `<epoch ms>-<uuid>` and the like; anything else is looked up nowhere. */
const ORDER_ID = /^[A-Za-z0-9-]{1,80}$/;

export interface ThankYouView {
  /** The order number to show, or undefined when no placed order has this id. */
  orderNumber?: string;
  /** The order itself, for the browser that placed it or its customer (docs/behaviour.md#thank-you-page). */
  order?: OrderDetailsView;
  homeHref: string;
}

/** The shopper's request, whose order-access cookie and session may read the order itself. */
export interface ThankYouRequest {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * The thank-you page's order, read from the API (see docs/behaviour.md#thank-you-page); a bad or unknown id shows no
 * number. With the shopper's request, the order's lines, totals, address and methods too, when this browser placed it
 * (or it is the logged-in customer's); anyone else sees the number only.
 */
export async function loadThankYou(
  page: PageContext,
  orderId: string | null,
  shopper?: ThankYouRequest,
): Promise<ThankYouView> {
  const homeHref = localizedRoute('/', page.storeCode, page.stores);
  if (!orderId || !ORDER_ID.test(orderId)) return { homeHref };
  const task = await page.queue
    .execute({ url: ORDER_STATUS_ENDPOINT, params: { orderId }, silent: true })
    .catch(() => undefined);
  const result = task?.resultCode === 200 ? (task.result as { order_number?: unknown } | null) : null;
  const orderNumber = result?.order_number;
  if (typeof orderNumber !== 'string' || orderNumber === '') return { homeHref };
  if (!shopper) return { orderNumber, homeHref };
  const session = await readSession(shopper.request, shopper.context);
  const placed = await readPlacedOrder(shopper.request, shopper.context, orderId, session?.token);
  return placed ? { orderNumber, order: await orderDetailsView(placed, page), homeHref } : { orderNumber, homeHref };
}
