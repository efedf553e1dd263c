import type { ReactNode } from 'react';
import { useOfflineRedirect } from './offline-redirect';

/** Leads home when the error is an offline data error (nothing drawn meanwhile); otherwise shows `children`. */
export default function OfflineRedirect({ error, children }: { error: unknown; children: ReactNode }) {
  return useOfflineRedirect(error) ? null : children;
}
