/** True for SQLite's "database is locked" family (SQLITE_BUSY, SQLITE_BUSY_SNAPSHOT, ...). */
export function isBusyError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}

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
      if (!isBusyError(error) || Date.now() + delay > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, options.maxDelayMs ?? 500);
    }
  }
}
