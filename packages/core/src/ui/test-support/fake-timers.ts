/** A hand-driven clock for code that takes setTimeout/clearTimeout/now as dependencies. */
export interface FakeTimers {
  now(): number;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: unknown): void;
  /** Moves the clock forward, running due callbacks in time order. */
  advance(ms: number): void;
  pending(): number;
}

export function createFakeTimers(start = 0): FakeTimers {
  let time = start;
  let nextHandle = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => time,
    setTimeout(callback, ms) {
      const handle = nextHandle++;
      timers.set(handle, { at: time + ms, callback });
      return handle;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const end = time + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, timer]) => timer.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        time = due[1].at;
        due[1].callback();
      }
      time = end;
    },
    pending: () => timers.size,
  };
}
