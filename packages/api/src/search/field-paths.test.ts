import { describe, expect, it } from 'vitest';
import { FieldPaths } from './field-paths.js';

describe('FieldPaths', () => {
  it('knows object and leaf paths, through arrays, and nothing else', () => {
    const paths = new FieldPaths();
    paths.add({ sku: 'a', stock: { qty: 1 }, configurable_children: [{ sku: 'b', color: 5 }], category: [] });
    paths.add({ extra: null });
    for (const path of ['sku', 'stock', 'stock.qty', 'configurable_children.color', 'category', 'extra'])
      expect(paths.has(path)).toBe(true);
    for (const path of ['qty', 'stock.qty.x', 'constructor', '__proto__', 'toString', 'sku.length'])
      expect(paths.has(path)).toBe(false);
  });

  it('answers true for everything once a catalogue holds more paths than it keeps', () => {
    const paths = new FieldPaths(2);
    paths.add({ a: 1, b: 2, c: 3 });
    expect(paths.has('anything')).toBe(true);
  });
});
