/**
 * Ids only need to be unique within one shopper's queue and its stored leftovers: the time separates sessions, the
 * counter separates tasks of one millisecond, the random part separates browser tabs sharing one storage.
 */
export function createTaskIdGenerator(now: () => number): () => string {
  let counter = 0;
  return () => {
    counter += 1;
    const random = Math.random().toString(36).slice(2, 10);
    return `${now().toString(36)}-${counter.toString(36)}-${random}`;
  };
}
