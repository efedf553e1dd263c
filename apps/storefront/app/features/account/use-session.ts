import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { SessionController } from './session-controller';
import type { Session } from './session-types';

export const SessionContext = createContext<SessionController | undefined>(undefined);

export function useSessionController(): SessionController {
  const controller = useContext(SessionContext);
  if (!controller) throw new Error('useSession needs the SessionProvider of the root');
  return controller;
}

/** The shopper's session: the customer and token to render, and the actions. Components use nothing else. */
export function useSession(): Session {
  const controller = useSessionController();
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  return useMemo(() => ({ ...controller.session, user: state.user, token: state.token }), [controller, state]);
}
