/** What is persisted for one key: the value plus what is needed to expire it. */
export interface StoredEntry {
  /** A private JSON-safe copy, never the caller's object. */
  value: unknown;
  /** Epoch milliseconds. */
  writtenAt: number;
  /** `null`: never expires. */
  ttlSeconds: number | null;
}

export function createEntry(value: unknown, writtenAt: number, ttlSeconds: number | null): StoredEntry {
  return { value: cloneJson(value), writtenAt, ttlSeconds };
}

export function isExpired(entry: StoredEntry, now: number): boolean {
  return entry.ttlSeconds !== null && now >= entry.writtenAt + entry.ttlSeconds * 1000;
}

/** Storage is shared with other code and other versions, so anything not shaped like our entry counts as absent. */
export function decodeEntry(raw: unknown): StoredEntry | undefined {
  if (typeof raw !== 'object' || raw === null || !('value' in raw)) return undefined;
  const { value, writtenAt, ttlSeconds } = raw as Record<string, unknown>;
  if (typeof writtenAt !== 'number') return undefined;
  if (ttlSeconds !== null && typeof ttlSeconds !== 'number') return undefined;
  return { value, writtenAt, ttlSeconds };
}

/**
 * Every driver, memory included, must give back what JSON would, so that a value read from memory during a fallback
 * looks exactly like one read from disk and callers cannot mutate what is cached. `undefined` becomes `null` as in
 * localForage.
 */
export function cloneJson(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value)) as unknown;
}
