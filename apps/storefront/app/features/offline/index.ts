// The offline feature's face: whether the shop is online, the notices of lists kept for offline and the error gate of
// an offline copy. The service worker's registration knows no feature and lives in lib/service-worker.
export { OfflineErrorGate } from './OfflineErrorGate';
export { isOnline, useOnline } from './use-online';
export { useOfflineListingNotice } from './use-offline-listing-notice';
export { Rethrow } from './OfflineErrorGate';
export { OfflineBadge } from './OfflineBadge';
export { OfflineRedirectNotice } from './offline-redirect-notice';
export { OrderRoutesDiscovery } from './OrderRoutesDiscovery';
export { useGoingOnline } from './use-going-online';
export { homeDataOrKept, keepHomeData } from './offline-redirect-home';
export { markThankYouShowing, watchOrder } from './order-outcomes';
