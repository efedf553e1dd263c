import type { WorkerSettings } from './sw-register';
import { useServiceWorker } from './use-service-worker';

/** Inside the notifications provider: the worker's 'Refresh' offer is a notification. */
export function ServiceWorkerMount({ settings }: { settings: WorkerSettings }) {
  useServiceWorker(settings);
  return null;
}
