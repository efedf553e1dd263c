import { lazy, Suspense, useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { LOGIN_REQUIRED_MESSAGE, type Notification } from '@storefront/core';
import { useUiState } from '../../lib/use-ui-state';
import { useSession, useSessionController } from './use-session';

// The modal and its forms load when a shopper first opens it.
const SignupModal = lazy(() => import('./signup/SignupModal'));

/**
 * Opens the sign-up modal (`modal-signup`) when something asks for it: the header's account button, a failed token
 * refresh, or the access guard's redirect ('You need to be logged in to see this page').
 */
export function AuthModalHost() {
  const controller = useSessionController();
  const session = useSession();
  const [state, ui] = useUiState();
  const [open, setOpen] = useState(false);
  const root = useRouteLoaderData('root') as { notifications?: Notification[] } | undefined;

  useEffect(
    () =>
      controller.onAuthRequest((view) => {
        ui.setAuthElem(view);
        setOpen(true);
      }),
    [controller, ui],
  );

  const guarded = !session.token && !!root?.notifications?.some((n) => n.message === LOGIN_REQUIRED_MESSAGE);
  useEffect(() => {
    if (guarded) controller.requestAuth('login');
  }, [guarded, controller, root?.notifications]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SignupModal view={state.authElem} onView={(view) => ui.setAuthElem(view)} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
