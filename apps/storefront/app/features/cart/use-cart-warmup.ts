import { useEffect } from 'react';
import { useShopSettings } from '../../lib/shop-settings';
import { useSession, useSessionController } from '../account';
import { onCartChanged } from './cart-events';
import { CART_COOKIE } from './cart-cookie-name';
import { loadCartRuntime } from './load-cart';

/**
 * Starts the cart after hydration, when the browser is idle, only for a shopper who has one to keep fresh (stored
 * lines), may have one on the server (logged in: another device, the merge after login) or got one from a no-JS form
 * (the `sf_cart` cookie). A new visitor's page downloads none of the cart code until they reach for it, or until a
 * form of the page changes the server cart (`announceCartChanged`). `prefetchPanel`: fetches the cart's panel ahead
 * (the layout's drawer), when the page wants it. Starting needs the runtime only: the add (with the product rules it
 * brings) loads when a product page reaches for it, so a checkout or a listing with a cart never downloads it.
 */
export function useCartWarmup(hasLines: boolean, prefetchPanel?: () => unknown) {
  const controller = useSessionController();
  const { user } = useSession();
  const { cart } = useShopSettings();
  const loggedIn = user !== null;
  useEffect(() => {
    const start = () => void loadCartRuntime().then((runtime) => runtime.startCart(controller, cart));
    const stopListening = onCartChanged(start);
    if (!hasLines && !loggedIn && !document.cookie.includes(`${CART_COOKIE}=`)) return stopListening;
    const warm = () => {
      start();
      // A shopper with a cart is likely to open it: its first opening then shows the lines at once.
      if (hasLines && prefetchPanel) void prefetchPanel();
    };
    const hasIdle = typeof window.requestIdleCallback === 'function';
    const idle = hasIdle ? window.requestIdleCallback(warm) : window.setTimeout(warm, 200);
    return () => {
      stopListening();
      if (hasIdle) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [hasLines, prefetchPanel, loggedIn, controller, cart]);
}
