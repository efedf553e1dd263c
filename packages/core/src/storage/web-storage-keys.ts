import type { WebStorageLike } from './web-storage-types.js';

/** Collected up front because removing while walking `key(i)` shifts the indexes. */
export function keysWithPrefix(storage: WebStorageLike, prefix: string): string[] {
  const found: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && key.startsWith(prefix)) found.push(key);
  }
  return found;
}

export function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
