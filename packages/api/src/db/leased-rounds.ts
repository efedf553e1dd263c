import { randomUUID } from 'node:crypto';

/**
 * A process's background worker over leased rows (the booking mail jobs, the order webhooks): each round claims due
 * rows under this worker's `owner` id, works them and marks them only while the lease is still its own. What is
 * common to all of them lives here: one round at a time, a timer that does not keep the process alive, and a stop
 * that waits for the round under way.
 */
export abstract class LeasedRounds {
  readonly owner = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  /** Claims, works and marks the due rows; answers how many were done. */
  protected abstract round(): Promise<number>;

  /** Told of a round that threw (the next tick tries again). */
  protected abstract roundFailed(error: unknown): void;

  /** One round; a call while one runs answers that round. */
  runOnce(): Promise<number> {
    // One round at a time per worker: a slow round is not overtaken by the next tick.
    this.running ??= this.round().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Runs a round every `intervalMs` until `stop` (the timer does not keep the process alive). */
  start(intervalMs: number): void {
    if (this.timer || intervalMs <= 0) return;
    this.timer = setInterval(() => {
      this.runOnce().catch((error: unknown) => this.roundFailed(error));
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }
}
