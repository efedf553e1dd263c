import type { TaskResponse } from '../read-envelope.js';
import type { SyncTaskPayload } from '../sync-task.js';

export interface RecordedCall {
  url: string;
  init: SyncTaskPayload;
}

export function jsonResponse(body: unknown, contentType = 'application/json; charset=utf-8'): TaskResponse {
  return {
    headers: { get: (name) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    json: async () => (typeof body === 'string' ? JSON.parse(body) : body),
  };
}

export function textResponse(text: string, contentType = 'text/html'): TaskResponse {
  return {
    headers: { get: (name) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    json: async () => JSON.parse(text),
  };
}

/** A promise the test resolves or rejects by hand, to hold a request open. */
export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
