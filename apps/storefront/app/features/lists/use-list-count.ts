import { useEffect, useState } from 'react';
import { subscribeList } from './use-shopper-list';

/**
 * The number of items in a shopper list, for header badges. Every page shows the counts, so the list code is part of
 * the start-up code; reading the browser storage waits until the browser is idle, after hydration.
 */
export function useListCount(location: { collection: string; key: string }): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    const start = () => {
      unsubscribe = subscribeList(location, (items) => setCount(items.length));
    };
    const hasIdle = typeof window.requestIdleCallback === 'function';
    const idle = hasIdle ? window.requestIdleCallback(start) : window.setTimeout(start, 200);
    return () => {
      unsubscribe?.();
      if (hasIdle) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [location]);
  return count;
}
