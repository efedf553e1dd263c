import type { Server } from 'node:http';
import { logger } from '../log/logger.js';

export interface ShutdownOptions {
  server: Server;
  /** Called first: `/health` answers 503 from now on. */
  startDraining: () => void;
  /** Closes the database, Redis...; runs once the in-flight requests are done (or the grace period is over). */
  closeResources: () => Promise<void>;
  /** How long in-flight requests may take before the process exits anyway. */
  graceMs?: number;
  exit?: (code: number) => void;
}

export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * SIGTERM/SIGINT: stop accepting connections, let the requests in flight finish (keep-alive connections are closed
 * once idle), then close the resources and exit 0. The grace period bounds the wait; a second signal (a terminal's
 * Ctrl-C reaches a cluster's workers and its primary, which passes it on) changes nothing.
 */
export function installGracefulShutdown(options: ShutdownOptions): () => void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  const finish = async (code: number) => {
    try {
      await options.closeResources();
    } catch (error) {
      logger.error({ err: error }, '[shutdown] closing resources failed');
    }
    exit(code);
  };
  const stop = () => {
    if (stopping) return;
    stopping = true;
    options.startDraining();
    const timer = setTimeout(() => {
      logger.warn('[shutdown] requests still in flight after the grace period: exiting');
      options.server.closeAllConnections();
      void finish(0);
    }, options.graceMs ?? SHUTDOWN_GRACE_MS);
    timer.unref();
    options.server.close(() => {
      clearTimeout(timer);
      void finish(0);
    });
    // Idle keep-alive sockets would hold `close` open until they time out; busy ones close after their answer.
    options.server.closeIdleConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return stop;
}
