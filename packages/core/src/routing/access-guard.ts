export const LOGIN_REQUIRED_MESSAGE = 'You need to be logged in to see this page';

export interface AccessDenied {
  readonly redirect: '/';
  readonly message: typeof LOGIN_REQUIRED_MESSAGE;
}

/** docs/behaviour.md#account-pages-need-a-login access guard: a not-logged-in visitor of a protected route goes to the root with an error. */
export function accessGuard(
  route: { readonly requiresAuth: boolean } | undefined,
  isLoggedIn: boolean,
): AccessDenied | undefined {
  if (!route?.requiresAuth || isLoggedIn) return undefined;
  return { redirect: '/', message: LOGIN_REQUIRED_MESSAGE };
}
