import type { FieldColumn } from './field-columns.js';

/**
 * Values worked out from a column, kept with it: a column never changes once built (a new catalogue version builds
 * new ones), so what was derived from it holds while it lives and goes with it. At most `limit` per column, the least
 * recently used going first. The filter sets, sorted orders and facet answers of
 * docs/adr/0041-one-search-process-per-machine.md#category-pages-at-any-catalogue-size.
 */
export class KeptPerColumn<T> {
  private readonly kept = new WeakMap<FieldColumn, Map<string, T>>();

  constructor(private readonly limit: number) {}

  get(column: FieldColumn, key: string): T | undefined {
    const held = this.kept.get(column);
    const value = held?.get(key);
    if (value !== undefined) {
      held!.delete(key);
      held!.set(key, value);
    }
    return value;
  }

  set(column: FieldColumn, key: string, value: T): void {
    let held = this.kept.get(column);
    if (!held) this.kept.set(column, (held = new Map()));
    held.delete(key);
    if (held.size >= this.limit) held.delete(held.keys().next().value!);
    held.set(key, value);
  }

  delete(column: FieldColumn, key: string): void {
    this.kept.get(column)?.delete(key);
  }
}
