// @vitest-environment jsdom
import { cartContentKey, cartItemsHash, type CartItem } from '@storefront/core';
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCartState } from './cart-store';
import { useServerCartChange } from './use-server-cart-change';

const line = (sku: string, qty = 1) => ({ sku, qty, price: 10, priceInclTax: 11.03, type_id: 'simple' }) as CartItem;

/** The cart as the server has taken it: its totals are for these lines. */
const confirmed = (items: CartItem[], coupon: string | null = null) =>
  setCartState({
    items,
    segmentsHash: cartItemsHash(items),
    coupon: coupon ? { code: coupon, discount: 1 } : null,
  });

afterEach(() => {
  cleanup();
  setCartState({ segmentsHash: undefined, coupon: null, items: [] });
});

describe('useServerCartChange', () => {
  it('calls once the server has a cart other than the page’s, once per change', () => {
    const page = cartContentKey([line('A')]);
    confirmed([line('A')]);
    const onChange = vi.fn();
    renderHook(() => useServerCartChange(page, onChange));
    expect(onChange).not.toHaveBeenCalled();
    // Saved in the browser, not yet taken by the server: its totals are still for the old lines.
    setCartState({ items: [] });
    expect(onChange).not.toHaveBeenCalled();
    confirmed([]);
    expect(onChange).toHaveBeenCalledTimes(1);
    // The same totals again (another refresh) ask nothing more.
    confirmed([]);
    expect(onChange).toHaveBeenCalledTimes(1);
    confirmed([line('A')], 'SAVE10');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('asks nothing while the server has what the page shows, and calls at once when it already differs', () => {
    confirmed([line('A', 2)]);
    const same = vi.fn();
    renderHook(() => useServerCartChange(cartContentKey([line('A', 2)]), same));
    confirmed([line('A', 2)]);
    expect(same).not.toHaveBeenCalled();
    const stale = vi.fn();
    const { unmount } = renderHook(() => useServerCartChange(cartContentKey([line('A', 1)]), stale));
    expect(stale).toHaveBeenCalledTimes(1);
    unmount();
    confirmed([line('B')]);
    expect(stale).toHaveBeenCalledTimes(1);
  });
});
