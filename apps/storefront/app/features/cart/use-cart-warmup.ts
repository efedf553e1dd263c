import { useEffect } from 'react';
import { useShopSettings } from '../../lib/shop-settings';
import { useSession, useSessionController } from '../account/use-session';
import { loadCart } from './load-cart';

/**
 * Starts the cart after hydration, when the browser is idle, only for a shopper who has one to keep fresh (stored
 * lines) or may have one on the server (logged in: another device, the merge after login). A new visitor's page
 * downloads none of the cart code until they reach for it.
 */
export function useCartWarmup(hasLines: boolean) {
  const controller = useSessionController();
  const { user } = useSession();
  const { cart } = useShopSettings();
  const wanted = hasLines || user !== null;
  useEffect(() => {
    if (!wanted) return;
    const start = () => void loadCart().then((runtime) => runtime.startCart(controller, cart));
    const hasIdle = typeof window.requestIdleCallback === 'function';
    const idle = hasIdle ? window.requestIdleCallback(start) : window.setTimeout(start, 200);
    return () => (hasIdle ? window.cancelIdleCallback(idle) : window.clearTimeout(idle));
  }, [wanted, controller, cart]);
}
