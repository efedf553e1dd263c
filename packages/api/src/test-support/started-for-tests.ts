import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

interface Closable {
  close(): Promise<void>;
}

function handOut<T>(current: () => T | undefined): () => T {
  return () => {
    const started = current();
    if (!started) throw new Error('what the test file starts exists only while its tests and hooks run');
    return started;
  };
}

/** Starts with the `before` hook, closes with the `after` one, and hands out what runs in between. */
function startedBetween<T extends Closable>(
  before: typeof beforeAll,
  after: typeof afterAll,
  start: () => Promise<T>,
): () => T {
  let started: T | undefined;
  before(async () => {
    started = await start();
  });
  after(async () => {
    // Nothing is handed out while it closes.
    const closing = started;
    started = undefined;
    await closing?.close();
  });
  return handOut(() => started);
}

/** Something one test file shares (a server, say): started before its first test, closed after its last. */
export function startedForFile<T extends Closable>(start: () => Promise<T>): () => T {
  return startedBetween(beforeAll, afterAll, start);
}

/** Something every test of a file gets afresh (a server, say): started before each test, closed after it. */
export function startedForEachTest<T extends Closable>(start: () => Promise<T>): () => T {
  return startedBetween(beforeEach, afterEach, start);
}

/**
 * For tests that each start their own servers with their own options: `closeAfterTest(await startX(...))` hands the
 * server back and closes it after the test, the last started first.
 */
export function closedAfterEachTest(): <T extends Closable>(started: T) => T {
  const open: Closable[] = [];
  afterEach(async () => {
    for (const started of open.splice(0).reverse()) await started.close();
  });
  return (started) => {
    open.push(started);
    return started;
  };
}
