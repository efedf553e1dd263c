import { cartContentKey, cartItemsHash } from '@storefront/core';
import { useEffect, useRef } from 'react';
import { getCartSnapshot, subscribeCart, type CartSnapshot } from './cart-store';

/**
 * What the server holds of the cart (core `cartContentKey`), once its totals are for the lines the browser has: a
 * change the browser made and the server has not taken yet (or any change while offline) is not the server's.
 */
function confirmedContent(cart: CartSnapshot): string | undefined {
  if (cart.segmentsHash === undefined || cart.segmentsHash !== cartItemsHash(cart.items)) return undefined;
  return cartContentKey(cart.items, cart.coupon?.code);
}

/**
 * Calls `onChange` when the cart the server holds differs from the content a page was built from (`pageContent`,
 * core `cartContentKey` of the page's lines and coupon): a line changed, added or removed in the microcart, the cart
 * cleared, a coupon, another tab's change. A page built from the server cart, as the checkout is, reads it again then,
 * not before the server has the change, and once per change, however often the server's totals come back.
 */
export function useServerCartChange(pageContent: string, onChange: () => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    let asked: string | undefined;
    const check = () => {
      const content = confirmedContent(getCartSnapshot());
      if (content === undefined || content === pageContent || content === asked) return;
      asked = content;
      latest.current();
    };
    check();
    return subscribeCart(check);
  }, [pageContent]);
}
