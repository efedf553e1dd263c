import { isRouteErrorResponse } from 'react-router';
import { getCartSnapshot, readStoredCart } from '../cart';
import { currentOrderSettings } from './order-settings-store';
import { offlineCheckoutView } from './checkout-offline-view';
import type { CheckoutView } from './checkout-view';

async function browserCart() {
  const snapshot = getCartSnapshot();
  return snapshot.loaded ? snapshot : readStoredCart();
}

/**
 * The checkout in the browser (see docs/behaviour.md#offline): the server's view when the shop answers; when it cannot be reached, or
 * the page is the worker's anonymous copy, the view built from the shop's configuration and the browser cart.
 */
export async function loadCheckoutInBrowser(serverLoader: () => Promise<CheckoutView>): Promise<CheckoutView> {
  let server: CheckoutView | undefined;
  try {
    server = await serverLoader();
  } catch (error) {
    // A redirect or an error page is the server's answer; only an unreachable server falls back.
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    const shell = currentOrderSettings()?.checkout;
    if (!shell) throw error;
    const cart = await browserCart();
    return offlineCheckoutView(shell, cart.items, cart.token);
  }
  if (!server.offlineShell) return server;
  const cart = await browserCart();
  return offlineCheckoutView(server.offlineShell, cart.items, cart.token);
}
