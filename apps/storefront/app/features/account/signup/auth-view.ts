import type { AuthElem } from '@storefront/core';

/** What each view of the sign-up modal gets: switching to another view, and closing after success. */
export interface AuthViewProps {
  onView: (view: AuthElem) => void;
  onDone: () => void;
}
