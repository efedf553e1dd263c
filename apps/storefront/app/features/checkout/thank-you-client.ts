import { thankYouState, type ThankYouState } from '@storefront/core';
import { readLocalOrder } from '../../lib/local-orders';
import type { OrderDetailsView } from '../order-details';

export interface ThankYouClientView {
  orderId: string | null;
  state: ThankYouState;
  /** The placed order's details, when the server could show them to this browser. */
  order?: OrderDetailsView;
}

/**
 * The thank-you page in the browser: the order this browser keeps (a queued one is waiting) and, when the shop is
 * reachable, the server's number for it. Offline it renders from the browser alone.
 */
export async function loadThankYouInBrowser(
  url: URL,
  serverLoader: () => Promise<{ orderNumber?: string; order?: OrderDetailsView }>,
): Promise<ThankYouClientView> {
  const orderId = url.searchParams.get('order');
  const [local, server] = await Promise.all([
    orderId ? readLocalOrder(orderId).catch(() => undefined) : undefined,
    navigator.onLine ? serverLoader().catch(() => undefined) : undefined,
  ]);
  const state = thankYouState(local, server?.orderNumber);
  return { orderId, state, ...(state.kind === 'placed' && server?.order && { order: server.order }) };
}
