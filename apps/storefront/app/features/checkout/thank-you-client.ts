import { thankYouState, type ThankYouState } from '@storefront/core';
import { readLocalOrder } from '../../lib/local-orders';

export interface ThankYouClientView {
  orderId: string | null;
  state: ThankYouState;
}

/**
 * The thank-you page in the browser: the order this browser keeps (a queued one is waiting) and, when the shop is
 * reachable, the server's number for it. Offline it renders from the browser alone.
 */
export async function loadThankYouInBrowser(
  url: URL,
  serverLoader: () => Promise<{ orderNumber?: string }>,
): Promise<ThankYouClientView> {
  const orderId = url.searchParams.get('order');
  const [local, server] = await Promise.all([
    orderId ? readLocalOrder(orderId).catch(() => undefined) : undefined,
    navigator.onLine ? serverLoader().catch(() => undefined) : undefined,
  ]);
  return { orderId, state: thankYouState(local, server?.orderNumber) };
}
