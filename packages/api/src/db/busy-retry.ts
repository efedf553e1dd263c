import { isBusy } from './sql.js';

export interface BusyRetryOptions {
  /** Give up (rethrowing the busy error) once this much time has passed. */
  timeoutMs: number;
  /** First pause between attempts; it doubles up to `maxDelayMs`. */
  delayMs?: number;
  maxDelayMs?: number;
}

/**
 * Runs a write, and while another connection (an import) holds the database runs it again after a pause, without
 * holding the event loop meanwhile: the pause is a timer, not SQLite's own (blocking) busy wait.
 */
export async function retryWhileBusy<T>(write: () => Promise<T>, options: BusyRetryOptions): Promise<T> {
  const deadline = Date.now() + options.timeoutMs;
  let delay = options.delayMs ?? 25;
  for (;;) {
    try {
      return await write();
    } catch (error) {
      if (!isBusy(error) || Date.now() + delay > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, options.maxDelayMs ?? 500);
    }
  }
}
