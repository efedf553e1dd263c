import { useRef, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import type { ProductOptionChoices } from '@storefront/core';
import { useNotifications } from '../../lib/notifications-context';
import { useShopSettings } from '../../lib/shop-settings';
import { useSessionController } from '../account';
import { loadCart, type AddToCartInput } from '../cart';

// The page's one add in progress, read by the button (aria-busy, disabled) without the page passing it down.
let adding = false;
const busyListeners = new Set<() => void>();
const subscribeBusy = (listener: () => void) => {
  busyListeners.add(listener);
  return () => busyListeners.delete(listener);
};

/** True while the product page's add to cart runs. */
export const useAddingToCart = () =>
  useSyncExternalStore(
    subscribeBusy,
    () => adding,
    () => false,
  );

type PageInput = Omit<AddToCartInput, 'errors'> & { choices?: ProductOptionChoices };

/**
 * Binds docs/behaviour.md#adding-to-cart to the button: the option forms' checks run first (they show their field
 * messages), then the cart (loaded on demand, or earlier with `preload` when the shopper reaches for the form) decides
 * with core's rules and shows the outcome. A second click while an add runs is ignored: one click, one add.
 */
export function useAddToCart(input: () => PageInput, runChecks: () => AddToCartInput['errors']) {
  const notifications = useNotifications();
  const controller = useSessionController();
  const shop = useShopSettings();
  const navigate = useNavigate();
  const running = useRef(false);
  const setAdding = (value: boolean) => {
    running.current = adding = value;
    for (const listener of busyListeners) listener();
  };

  const submit = async () => {
    if (running.current) return;
    setAdding(true);
    try {
      const errors = runChecks();
      const cart = await loadCart();
      await cart.submitProductAdd({ ...input(), errors }, { controller, shop, notifications, navigate });
    } finally {
      setAdding(false);
    }
  };
  return { submit, preload: () => void loadCart() };
}
