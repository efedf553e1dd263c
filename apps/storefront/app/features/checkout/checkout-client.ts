import { isRouteErrorResponse } from 'react-router';
import { getCartSnapshot, readStoredCart } from '../cart';
import { currentOrderSettings } from './order-settings-store';
import type { CheckoutShell, CheckoutView } from './checkout-view';

async function browserCart() {
  const snapshot = getCartSnapshot();
  return snapshot.loaded ? snapshot : readStoredCart();
}

/**
 * The view built in the browser loads only when the server cannot give it: online the page never downloads it (nor
 * the booking clock its lines' periods need). The service worker precaches its chunk with the rest of the build.
 */
async function offlineView(shell: CheckoutShell): Promise<CheckoutView> {
  const [{ offlineCheckoutView }, cart] = await Promise.all([import('./checkout-offline-view'), browserCart()]);
  return offlineCheckoutView(shell, cart.items, cart.token);
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
    return offlineView(shell);
  }
  if (!server.offlineShell) return server;
  return offlineView(server.offlineShell);
}
