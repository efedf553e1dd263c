/** How long a long-running loop may hold the event loop before it lets other requests run. */
const SLICE_MS = 8;

/**
 * A function to await inside a long loop: it resolves at once (checking the clock only every few calls) until the
 * loop has run for a slice, then lets the event loop answer whatever else is waiting before resolving.
 */
export function createYielder(sliceMs = SLICE_MS): () => Promise<void> | undefined {
  let sliceStart = performance.now();
  let calls = 0;
  return () => {
    if (++calls % 32 !== 0 || performance.now() - sliceStart < sliceMs) return undefined;
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        sliceStart = performance.now();
        resolve();
      }),
    );
  };
}
