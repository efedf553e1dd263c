// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { publishOrderOutcome, watchOrder } from './order-outcomes';

const storageChange = (key: string | null) => window.dispatchEvent(new StorageEvent('storage', { key }));

describe('watchOrder', () => {
  it("calls back on the order's outcome, and, while it waits, when the connection or its stored copy changes", () => {
    const changed = vi.fn();
    const stop = watchOrder('7-abc', true, changed);
    publishOrderOutcome('8-other', 'placed');
    storageChange('shop/cart/current-cart');
    expect(changed).not.toHaveBeenCalled();
    publishOrderOutcome('7-abc', 'placed');
    window.dispatchEvent(new Event('online'));
    storageChange('shop/orders/7-abc');
    // A cleared storage (key null) may have removed it too.
    storageChange(null);
    expect(changed).toHaveBeenCalledTimes(4);
    stop();
    publishOrderOutcome('7-abc', 'placed');
    window.dispatchEvent(new Event('online'));
    storageChange('shop/orders/7-abc');
    expect(changed).toHaveBeenCalledTimes(4);
  });

  it('listens only for the outcome once the order is no longer waiting', () => {
    const changed = vi.fn();
    const stop = watchOrder('7-abc', false, changed);
    window.dispatchEvent(new Event('online'));
    storageChange('shop/orders/7-abc');
    expect(changed).not.toHaveBeenCalled();
    publishOrderOutcome('7-abc', 'placed');
    expect(changed).toHaveBeenCalledTimes(1);
    stop();
  });
});
