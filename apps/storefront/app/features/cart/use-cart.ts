import { useEffect, useSyncExternalStore } from 'react';
import { useShopSettings } from '../../lib/shop-settings';
import { useSessionController } from '../account';
import { getCartSnapshot, getServerCartSnapshot, startCart, subscribeCart, syncCart } from './cart-runtime';

/** The cart state for components (loaded on demand with the microcart); opening it pulls the server cart. */
export function useCart() {
  const controller = useSessionController();
  const { cart } = useShopSettings();
  useEffect(() => {
    void startCart(controller, cart).then(() => syncCart());
  }, [controller, cart]);
  return useSyncExternalStore(subscribeCart, getCartSnapshot, getServerCartSnapshot);
}
