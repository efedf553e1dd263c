import { describe, expect, it } from 'vitest';
import { CatalogVersionMemory } from './catalog-change-hints.js';

function memory() {
  let now = 0;
  const versions = new CatalogVersionMemory(500, () => now);
  return { versions, advance: (ms: number) => (now += ms) };
}

describe('CatalogVersionMemory', () => {
  it('answers from memory while listening, until a notice for that key', () => {
    const { versions, advance } = memory();
    versions.connected(new Map([['i/product', 3]]));
    expect(versions.known('i/product')).toBeUndefined();
    versions.remember('i/product', 3, versions.ticket('i/product'));
    advance(60_000);
    expect(versions.known('i/product')).toBe(3);
    versions.changed('i/category', 9);
    expect(versions.known('i/product')).toBe(3);
    versions.changed('i/product', 4);
    expect(versions.known('i/product')).toBeUndefined();
  });

  it('does not remember a read that a notice overtook', () => {
    const { versions } = memory();
    versions.connected(new Map());
    const ticket = versions.ticket('i/product');
    versions.changed('i/product', 2);
    versions.remember('i/product', 1, ticket);
    expect(versions.known('i/product')).toBeUndefined();
  });

  it('never remembers a version below the announced one (a lagging replica is asked again)', () => {
    const { versions } = memory();
    versions.connected(new Map([['i/product', 5]]));
    versions.remember('i/product', 4, versions.ticket('i/product'));
    expect(versions.known('i/product')).toBeUndefined();
    versions.changed('i/product', 6);
    versions.remember('i/product', 5, versions.ticket('i/product'));
    expect(versions.known('i/product')).toBeUndefined();
    versions.remember('i/product', 6, versions.ticket('i/product'));
    expect(versions.known('i/product')).toBe(6);
  });

  it('polls while the listener is down, and forgets everything when it comes back', () => {
    const { versions, advance } = memory();
    versions.connected(new Map());
    versions.remember('i/product', 1, versions.ticket('i/product'));
    versions.disconnected();
    advance(100);
    expect(versions.known('i/product')).toBe(1);
    advance(500);
    expect(versions.known('i/product')).toBeUndefined();
    versions.remember('i/product', 1, versions.ticket('i/product'));
    expect(versions.known('i/product')).toBe(1);
    const during = versions.ticket('i/product');
    versions.connected(new Map([['i/product', 2]]));
    expect(versions.known('i/product')).toBeUndefined();
    // Read while down: trusted only for the poll interval, even though the listener is back.
    versions.remember('i/product', 2, during);
    advance(600);
    expect(versions.known('i/product')).toBeUndefined();
  });
});
