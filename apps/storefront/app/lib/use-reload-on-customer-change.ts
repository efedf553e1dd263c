import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { releaseProductFetches } from './product-revalidation';

/**
 * docs/behaviour.md#user-session: with price tiers on, products reload on login and logout, so the page's prices follow
 * the customer's group. The loaders run again and read the session from its cookies on the server; logout has ended
 * the session at the API before the state turns guest, so they find it gone. `customerId` is null for a guest.
 */
export function useReloadOnCustomerChange(enabled: boolean, customerId: number | null): void {
  const revalidator = useRevalidator();
  const seen = useRef(customerId);

  useEffect(() => {
    const before = seen.current;
    seen.current = customerId;
    if (!enabled || before === customerId) return;
    releaseProductFetches();
    void revalidator.revalidate();
    // Only a change of customer reloads; the revalidator object changes with every navigation state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, customerId]);
}
