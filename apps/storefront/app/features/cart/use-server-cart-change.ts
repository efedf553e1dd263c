import { useEffect, useRef } from 'react';
import { getCartSnapshot, subscribeCart, type CartSnapshot } from './cart-store';

/**
 * What the server has taken of the cart: the lines its last totals were computed for and the coupon. Undefined until
 * the server has answered once in this tab.
 */
function confirmedCart(cart: CartSnapshot): string | undefined {
  return cart.segmentsHash === undefined ? undefined : `${cart.segmentsHash} ${cart.coupon?.code ?? ''}`;
}

/**
 * Calls `onChange` each time the server has taken a change of the cart made after the page loaded (lines added,
 * changed or removed in the microcart, the cart cleared, a coupon, another tab's change): a page built from the server
 * cart, as the checkout is, reads it again then, not before the server has it. The server's first answer in this tab
 * confirms the cart the page was built from and calls nothing.
 */
export function useServerCartChange(onChange: () => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    let seen = confirmedCart(getCartSnapshot());
    return subscribeCart(() => {
      const now = confirmedCart(getCartSnapshot());
      if (now === undefined || now === seen) return;
      const changed = seen !== undefined;
      seen = now;
      if (changed) latest.current();
    });
  }, []);
}
