// The offline feature's face: whether the shop is online, the notices of lists kept for offline, the error gate of
// an offline copy, and the service worker's registration (loaded on demand).
export { OfflineErrorGate } from './OfflineErrorGate';
export { isOnline, useOnline } from './use-online';
export { useOfflineListingNotice } from './use-offline-listing-notice';
export type { WorkerSettings } from './sw-register';

/** The service worker's registration code. */
export const loadServiceWorkerRegistration = () => import('./sw-register');
