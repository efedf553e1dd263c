import type { StoredEntry } from './stored-entry.js';

export interface MemorySlot {
  /** `null` is a removal, kept so that a stale persisted value cannot come back. */
  readonly entry: StoredEntry | null;
  readonly seq: number;
  /** False until persistence confirmed the write; such slots are the only copy and are never dropped. */
  persisted: boolean;
}

/**
 * The session's copy of a collection: every write lands here first, so a failing or hanging storage never loses it.
 * Copies of persisted entries are only a fallback and are capped (least recently used go first), because a products
 * collection can be large (VSF 1.12.2 fixed a "localForage memory overload").
 */
export class MemoryStore {
  private readonly slots = new Map<string, MemorySlot>();
  private seq = 0;
  private clearedAt = 0;

  constructor(private readonly persistedLimit: number) {}

  get(key: string): MemorySlot | undefined {
    const slot = this.slots.get(key);
    if (slot?.persisted) {
      this.slots.delete(key);
      this.slots.set(key, slot);
    }
    return slot;
  }

  all(): Array<[string, MemorySlot]> {
    return [...this.slots];
  }

  /** Taken before a persistent read, so that its answer does not overwrite a write made meanwhile. */
  mark(): number {
    return this.seq;
  }

  changedSince(key: string, mark: number): boolean {
    return this.clearedAt > mark || (this.slots.get(key)?.seq ?? 0) > mark;
  }

  /** Records a write that persistence has not confirmed yet; returns its sequence number for `settle`. */
  stage(key: string, entry: StoredEntry | null): number {
    this.seq += 1;
    this.slots.delete(key);
    this.slots.set(key, { entry, seq: this.seq, persisted: false });
    return this.seq;
  }

  /** A later write to the same key keeps its own, unconfirmed slot. */
  settle(key: string, seq: number): void {
    const slot = this.slots.get(key);
    if (slot?.seq !== seq) return;
    slot.persisted = true;
    this.trim();
  }

  /** Keeps what persistence answered, as a fallback for when it stops answering. */
  remember(key: string, entry: StoredEntry | null): void {
    this.slots.delete(key);
    this.slots.set(key, { entry, seq: 0, persisted: true });
    this.trim();
  }

  clear(): void {
    this.slots.clear();
    this.seq += 1;
    this.clearedAt = this.seq;
  }

  private trim(): void {
    if (this.slots.size <= this.persistedLimit) return;
    let persisted = 0;
    for (const slot of this.slots.values()) if (slot.persisted) persisted += 1;
    for (const [key, slot] of this.slots) {
      if (persisted <= this.persistedLimit) return;
      if (!slot.persisted) continue;
      this.slots.delete(key);
      persisted -= 1;
    }
  }
}
