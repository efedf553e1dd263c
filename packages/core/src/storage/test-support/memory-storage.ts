import type { WebStorageLike } from '../web-storage-types.js';

export function quotaExceededError(): Error {
  const error = new Error('The quota has been exceeded.');
  error.name = 'QuotaExceededError';
  return error;
}

/** localStorage stand-in: a Map, plus a counter of writes so tests can tell whether storage was tried. */
export class MemoryStorage implements WebStorageLike {
  readonly data = new Map<string, string>();
  setCalls = 0;

  get length(): number {
    return this.data.size;
  }

  key(index: number): string | null {
    return [...this.data.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.setCalls += 1;
    this.data.set(key, String(value));
  }

  removeItem(key: string): void {
    this.data.delete(key);
  }

  json(key: string): unknown {
    const raw = this.data.get(key);
    return raw === undefined ? undefined : (JSON.parse(raw) as unknown);
  }
}

/** Holds at most `capacity` characters of keys and values, like a browser's 5 MB localStorage in miniature. */
export class QuotaStorage extends MemoryStorage {
  constructor(private readonly capacity: number) {
    super();
  }

  override setItem(key: string, value: string): void {
    const used = [...this.data].reduce((sum, [k, v]) => sum + (k === key ? 0 : k.length + v.length), 0);
    if (used + key.length + value.length > this.capacity) {
      this.setCalls += 1;
      throw quotaExceededError();
    }
    super.setItem(key, value);
  }
}

/** Throws on the first `failures` writes (all of them by default) or on every read when asked. */
export class FailingStorage extends MemoryStorage {
  failReads = false;

  constructor(public failures = Number.POSITIVE_INFINITY) {
    super();
  }

  override getItem(key: string): string | null {
    if (this.failReads) throw new Error('storage read failed');
    return super.getItem(key);
  }

  override setItem(key: string, value: string): void {
    if (this.failures > 0) {
      this.failures -= 1;
      this.setCalls += 1;
      throw new Error('storage write failed');
    }
    super.setItem(key, value);
  }
}
