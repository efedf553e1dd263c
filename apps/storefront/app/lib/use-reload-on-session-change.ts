import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useSession, useSessionController } from '../features/account/use-session';

/**
 * Spec point 4 "User session": with price tiers on, products reload on login and logout, so the page's prices follow
 * the customer's group. The loaders run again; they read the session from its cookies on the server.
 */
export function useReloadOnSessionChange(enabled: boolean): void {
  const { user, token } = useSession();
  const { settings } = useSessionController();
  const revalidator = useRevalidator();
  const customerId = user?.id ?? null;
  const seen = useRef<{ customerId: number | null; token: string | null }>({ customerId, token });

  useEffect(() => {
    const before = seen.current;
    seen.current = { customerId, token };
    if (!enabled || before.customerId === customerId) return;
    let live = true;
    const oldToken = before.token;
    // Loaded only on logout: the wait for the server to end the old session.
    const ready =
      customerId === null && oldToken
        ? import('./session-ended').then(({ sessionEnded }) => sessionEnded(settings.endpoints.me, oldToken))
        : undefined;
    void Promise.resolve(ready).then(() => {
      if (live) void revalidator.revalidate();
    });
    return () => {
      live = false;
    };
    // The revalidator changes with every navigation state; only a change of customer reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, customerId, token, settings.endpoints.me]);
}
