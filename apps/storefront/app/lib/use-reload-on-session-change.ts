import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useSession, useSessionController } from '../features/account/use-session';
import { releaseProductFetches } from '../features/product/product-revalidation';

/**
 * Spec point 4 "User session": with price tiers on, products reload on login and logout, so the page's prices follow
 * the customer's group. The loaders run again; they read the session from its cookies on the server.
 */
export function useReloadOnSessionChange(enabled: boolean): void {
  const { user, token } = useSession();
  const { settings } = useSessionController();
  const revalidator = useRevalidator();
  const customerId = user?.id ?? null;
  const lastToken = useRef(token);
  const seenCustomer = useRef(customerId);

  useEffect(() => {
    if (token) lastToken.current = token;
  }, [token]);

  useEffect(() => {
    const before = seenCustomer.current;
    seenCustomer.current = customerId;
    if (!enabled || before === customerId) return;
    const oldToken = customerId === null ? lastToken.current : null;
    // Loaded only on logout: the wait for the server to end the old session, or its cookies would bring it back.
    const ready = oldToken
      ? import('./session-ended').then(({ sessionEnded }) => sessionEnded(settings.endpoints.me, oldToken))
      : Promise.resolve();
    // Not cancelled when the effect re-runs: the token changes while a login completes, and the reload must happen.
    void ready.then(() => {
      releaseProductFetches();
      void revalidator.revalidate();
    });
    // Only a change of customer reloads; the revalidator object changes with every navigation state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, customerId, settings.endpoints.me]);
}
