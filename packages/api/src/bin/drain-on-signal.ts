import type { Server } from 'node:http';

/** How long requests in flight may take after SIGTERM before the process exits anyway. */
export const DRAIN_GRACE_MS = 10_000;

/**
 * SIGTERM/SIGINT: mark the process as draining (so `/health` answers 503 and the balancer stops sending), stop
 * accepting connections, let the requests in flight finish (idle keep-alive connections are closed at once, busy
 * ones after their answer), then close the resources and exit 0. A second signal changes nothing.
 */
export function drainOnSignal(options: {
  server: Server;
  startDraining: () => void;
  closeResources: () => Promise<void>;
  graceMs?: number;
}): void {
  let stopping = false;
  const finish = async () => {
    try {
      await options.closeResources();
    } catch (error) {
      console.error('[shutdown] closing resources failed', error);
    }
    process.exit(0);
  };
  const stop = () => {
    if (stopping) return;
    stopping = true;
    options.startDraining();
    const timer = setTimeout(() => {
      console.error('[shutdown] requests still in flight after the grace period: exiting');
      options.server.closeAllConnections();
      void finish();
    }, options.graceMs ?? DRAIN_GRACE_MS);
    timer.unref();
    options.server.close(() => {
      clearTimeout(timer);
      void finish();
    });
    options.server.closeIdleConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
