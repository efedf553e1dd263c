import type { SessionController } from './session-controller';
import { currentOutbox, sessionOutbox } from './session-queue';

/**
 * Going online, step (a) (see docs/behaviour.md#going-online): sends every stored sync task in order under the tabs' lock, each with
 * the token and cart id of the moment it is sent and removed from storage as soon as it is transmitted. Before the
 * tab knows its session there is nothing to send yet: `startSyncTaskOutbox` flushes then. Never rejects.
 */
export async function flushSyncTasks(): Promise<void> {
  const outbox = currentOutbox();
  if (!outbox) return;
  const report = await outbox.flush();
  if (report.error !== undefined) console.info('[sync-tasks] kept for later:', report.remaining, report.error);
}

/** Binds the tab's session once it is known (from the server or from storage) and sends what earlier pages left. */
export function startSyncTaskOutbox(controller: SessionController): Promise<void> {
  sessionOutbox(controller);
  return typeof navigator !== 'undefined' && navigator.onLine === false ? Promise.resolve() : flushSyncTasks();
}
