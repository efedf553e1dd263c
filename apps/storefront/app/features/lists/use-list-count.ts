import { useEffect, useState } from 'react';

/**
 * The number of items in a shopper list, for header badges. The list code is not needed to render or hydrate a page,
 * so it is fetched when the browser is idle.
 */
export function useListCount(location: { collection: string; key: string }): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    const start = () =>
      void import('./use-shopper-list').then(({ subscribeList }) => {
        if (!cancelled) unsubscribe = subscribeList(location, (items) => setCount(items.length));
      });
    const hasIdle = typeof window.requestIdleCallback === 'function';
    const idle = hasIdle ? window.requestIdleCallback(start) : window.setTimeout(start, 200);
    return () => {
      cancelled = true;
      unsubscribe?.();
      if (hasIdle) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [location]);
  return count;
}
