import type { StoredEntry } from './stored-entry.js';

/** One collection's persistent storage. Reads give raw records; the collection decodes and expires them. */
export interface PersistentBackend {
  get(key: string): Promise<unknown>;
  set(key: string, entry: StoredEntry): Promise<void>;
  remove(key: string): Promise<void>;
  entries(): Promise<Array<[string, unknown]>>;
  clear(): Promise<void>;
  /** Release connections; the collection recreates the backend after an error or time-out. */
  dispose(): void;
  /**
   * Resolves once the backend's code is loaded (a lazily loaded backend), rejects when it cannot be. The guard waits
   * for it under its own, longer time-out, so a slow download never counts as a slow storage operation.
   */
  ready?(): Promise<void>;
}

/** `reason` set: the browser refused storage, worth a log line. Unset: no storage by design (server, MEMORY). */
export type BackendAcquisition = { backend: PersistentBackend } | { backend?: undefined; reason?: unknown };
