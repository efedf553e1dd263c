/** How long a long-running loop may hold the event loop before it lets other requests run. */
const SLICE_MS = 8;

/**
 * A function to await inside a long loop: it resolves at once (checking the clock only every `checkEvery` calls) until
 * the loop has run for a slice, then lets the event loop answer whatever else is waiting before resolving.
 */
export function createYielder(sliceMs = SLICE_MS, checkEvery = 32): () => Promise<void> | undefined {
  let sliceStart = performance.now();
  let calls = 0;
  return () => {
    if (++calls % checkEvery !== 0 || performance.now() - sliceStart < sliceMs) return undefined;
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        sliceStart = performance.now();
        resolve();
      }),
    );
  };
}

/**
 * `createYielder` for a loop whose every step is already a chunk of work (a generator that yields every few thousand
 * rows, as the column builders and the index merge do): the clock is read at each step. With the per-row yielder's
 * every-32nd check, one slice of an index merge at 100 000 products held the event loop for up to half a second.
 */
export function createStepYielder(sliceMs = SLICE_MS): () => Promise<void> | undefined {
  return createYielder(sliceMs, 1);
}

/**
 * Runs a generator that yields between chunks of work (the column builders, a merge, a key table) to its end, letting
 * `pause` hand the event loop over between chunks; answers the generator's value.
 */
export async function runInSlices<T>(
  steps: Generator<undefined, T>,
  pause: () => Promise<void> | undefined = createStepYielder(),
): Promise<T> {
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    const paused = pause();
    if (paused) await paused;
  }
}
