export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export class StorageTimeoutError extends Error {
  override readonly name = 'StorageTimeoutError';
  constructor(operation: string, ms: number) {
    super(`Storage ${operation} did not answer within ${ms} ms`);
  }
}

/** Browser storage can hang without ever failing (VSF #1347), so every call is raced against a timer. */
export function withTimeout<T>(work: () => Promise<T>, ms: number, timers: Timers, operation: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const handle = timers.setTimeout(() => reject(new StorageTimeoutError(operation, ms)), ms);
    const settle = () => timers.clearTimeout(handle);
    // Through a promise so that a synchronous throw (localStorage) is a rejection like any other.
    new Promise<T>((run) => run(work())).then(
      (value) => {
        settle();
        resolve(value);
      },
      (error: unknown) => {
        settle();
        reject(error);
      },
    );
  });
}
