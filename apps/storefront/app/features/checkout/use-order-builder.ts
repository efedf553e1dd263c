import { useEffect, useState } from 'react';
import type { orderBodyOf } from './order-body-of';

/** The order body rule, loaded once `needed` (the payment button builds the order synchronously when clicked). */
export function useOrderBuilder(needed: boolean): typeof orderBodyOf | undefined {
  const [builder, setBuilder] = useState<typeof orderBodyOf>();
  useEffect(() => {
    if (!needed || builder) return;
    let live = true;
    void import('./order-body-of').then((module) => {
      if (live) setBuilder(() => module.orderBodyOf);
    });
    return () => {
      live = false;
    };
  }, [needed, builder]);
  return builder;
}
