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

/** Something one test file shares (a server, say): started before its first test, closed after its last. */
export function startedForFile<T extends Closable>(start: () => Promise<T>): () => T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    await started?.close();
    started = undefined;
  });
  return handOut(() => started);
}

/** Something every test of a file gets afresh (a server, say): started before each test, closed after it. */
export function startedForEachTest<T extends Closable>(start: () => Promise<T>): () => T {
  let started: T | undefined;
  beforeEach(async () => {
    started = await start();
  });
  afterEach(async () => {
    await started?.close();
    started = undefined;
  });
  return handOut(() => started);
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
