// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCartState } from './cart-store';
import { useServerCartChange } from './use-server-cart-change';

afterEach(() => {
  cleanup();
  setCartState({ segmentsHash: undefined, coupon: null, items: [] });
});

describe('useServerCartChange', () => {
  it("takes the server's first answer as the page's cart, then calls on each change the server took", () => {
    const onChange = vi.fn();
    renderHook(() => useServerCartChange(onChange));
    setCartState({ segmentsHash: 'a' });
    expect(onChange).not.toHaveBeenCalled();
    // Lines saved in the browser only (not yet sent) are no change for the server's page.
    setCartState({ items: [] });
    expect(onChange).not.toHaveBeenCalled();
    setCartState({ segmentsHash: 'b' });
    expect(onChange).toHaveBeenCalledTimes(1);
    setCartState({ coupon: { code: 'SAVE10', discount: 10 } });
    expect(onChange).toHaveBeenCalledTimes(2);
    setCartState({ segmentsHash: 'b' });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('calls on a change from what the server had confirmed when the page mounted, and stops when unmounted', () => {
    setCartState({ segmentsHash: 'a' });
    const onChange = vi.fn();
    const { unmount } = renderHook(() => useServerCartChange(onChange));
    setCartState({ segmentsHash: 'c' });
    expect(onChange).toHaveBeenCalledTimes(1);
    unmount();
    setCartState({ segmentsHash: 'd' });
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
