/** docs/behaviour.md#constants-and-limits: a second fetch of the same product within this window is ignored. */
export const PRODUCT_FETCH_LOCK_MS = 20_000;

export interface ProductFetchLock {
  /** true: go ahead (the fetch is now recorded); false: another fetch for this key started less than lockMs ago. */
  tryAcquire(key: string): boolean;
  /** Lets the next fetch of `key` run at once, e.g. after this one finished or failed. */
  release(key: string): void;
}

/**
 * docs/behaviour.md#product-load step 1. Keys are the caller's (a sku, or sku plus store). The clock is injected so
 * server, browser and tests agree; an unreleased key simply expires after lockMs.
 */
export function createProductFetchLock(
  now: () => number = () => Date.now(),
  lockMs: number = PRODUCT_FETCH_LOCK_MS,
): ProductFetchLock {
  const started = new Map<string, number>();
  return {
    tryAcquire(key) {
      const at = now();
      const previous = started.get(key);
      // A clock that stepped back (NTP) must not stretch the lock beyond lockMs, so only a forward gap locks.
      if (previous !== undefined && at >= previous && at - previous < lockMs) return false;
      // Drop expired keys so a long-running server does not keep one entry per product ever viewed.
      for (const [other, time] of started) if (at - time >= lockMs) started.delete(other);
      started.set(key, at);
      return true;
    },
    release(key) {
      started.delete(key);
    },
  };
}
