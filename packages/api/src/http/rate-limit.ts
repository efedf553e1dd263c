export interface RateLimitOptions {
  /** Requests one key may make per window. */
  max: number;
  windowMs: number;
  /** Keys remembered at once; the oldest windows are forgotten first, so a flood of addresses cannot grow memory. */
  maxKeys?: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** When refused: milliseconds until the key's window ends. */
  retryAfterMs: number;
  /** This request's number in its key's window (above `max` when refused). */
  hits: number;
}

/** A fixed-window counter per key (a client address), in memory: enough for one server process. */
export class RateLimiter {
  /** In order of window start: a Map iterates in insertion order, and a new window re-inserts its key. */
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly options: RateLimitOptions) {}

  hit(key: string, now: number): RateLimitDecision {
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.options.windowMs) {
      this.windows.delete(key);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
      this.forgetOldest(now);
    }
    if (window.count >= this.options.max)
      return { allowed: false, retryAfterMs: window.start + this.options.windowMs - now, hits: window.count + 1 };
    window.count++;
    return { allowed: true, retryAfterMs: 0, hits: window.count };
  }

  /**
   * Takes back one counted request of `key` (a login that succeeded): only failures should use up an account's
   * attempts, yet counting before the work keeps many parallel guesses from all passing the check.
   */
  forgive(key: string): void {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count--;
  }

  /** Forgets `key`'s window: its next request starts a new one. */
  reset(key: string): void {
    this.windows.delete(key);
  }

  private forgetOldest(now: number): void {
    const maxKeys = this.options.maxKeys ?? 10_000;
    for (const [key, window] of this.windows) {
      if (this.windows.size <= maxKeys && now - window.start < this.options.windowMs) return;
      this.windows.delete(key);
    }
  }
}
