import { lazy, Suspense, useEffect, useState } from 'react';
import type { ProductDocument } from '@storefront/core';
import type { ListAction } from './LiveListButtons';
import { ListButtonsView } from './ListButtonsView';

// The lists' code (browser storage) is not needed to render or hydrate the page: it loads when the browser is idle,
// or at once when a button is pressed.
const LiveListButtons = lazy(() => import('./LiveListButtons'));

/** Add to wishlist and to compare (see docs/behaviour.md#screens); viewing the page records it as recently viewed. */
export function ListButtons({ product }: { product: ProductDocument }) {
  const [live, setLive] = useState(false);
  const [pending, setPending] = useState<ListAction>();
  useEffect(() => {
    const start = () => setLive(true);
    const hasIdle = typeof window.requestIdleCallback === 'function';
    const idle = hasIdle ? window.requestIdleCallback(start) : window.setTimeout(start, 200);
    return () => (hasIdle ? window.cancelIdleCallback(idle) : window.clearTimeout(idle));
  }, []);
  const press = (action: ListAction) => {
    setPending(action);
    setLive(true);
  };
  const waiting = (
    <ListButtonsView
      inWishlist={false}
      inCompare={false}
      onWishlist={() => press('wishlist')}
      onCompare={() => press('compare')}
    />
  );
  if (!live) return waiting;
  return (
    <Suspense fallback={waiting}>
      <LiveListButtons product={product} pending={pending} />
    </Suspense>
  );
}
