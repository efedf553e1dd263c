import { lazy, Suspense, type ReactNode } from 'react';

// The redirect's code loads only for an error met offline (its chunk is in the worker's precache).
const OfflineRedirect = lazy(() => import('./OfflineRedirect'));

/**
 * In an error boundary: offline, the error may mean "this page is not available offline" (see docs/behaviour.md#pages-not-available-offline), which the
 * lazily loaded redirect decides; online, or when it is another error, the boundary's own content (`children`).
 */
export function OfflineErrorGate({ error, children }: { error: unknown; children: ReactNode }) {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return children;
  return (
    <Suspense fallback={null}>
      <OfflineRedirect error={error}>{children}</OfflineRedirect>
    </Suspense>
  );
}

/** A boundary's content that hands the error on to the next boundary up. */
export function Rethrow({ error }: { error: unknown }): never {
  throw error;
}
