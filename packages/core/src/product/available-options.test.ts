import { describe, expect, it } from 'vitest';
import { availableOptions } from './available-options.js';
import { disjointTee, tank } from './test-support/fixtures.js';

const listed = { listOutOfStockProducts: true };

const summary = (states: ReturnType<typeof availableOptions>) =>
  Object.fromEntries(
    states.map((state) => [
      state.attributeCode,
      state.values.map(
        (value) =>
          `${value.label}:${value.available ? 'A' : '-'}${value.compatible ? 'C' : '-'}${value.selected ? '*' : ''}`,
      ),
    ]),
  );

describe('availableOptions', () => {
  it('lists every option with its labels, in document order', () => {
    const [color, size] = availableOptions(tank(), {}, listed);
    expect(color).toMatchObject({ attributeCode: 'color', attributeId: '93', label: 'Color' });
    expect(color?.values.map((value) => [value.value, value.label])).toEqual([
      ['49', 'Black'],
      ['50', 'Blue'],
    ]);
    expect(size?.attributeCode).toBe('size');
  });

  it('says which compatible values have no child in stock (listed, but not to be bought)', () => {
    // Blue XS is out of stock; with XS chosen, Blue is compatible but not in stock; Black XS is.
    const [color] = availableOptions(tank(), { size: '167' }, listed);
    expect(color?.values.map((value) => [value.label, value.compatible, value.inStock])).toEqual([
      ['Black', true, true],
      ['Blue', true, false],
    ]);
    // Fresher stock wins over the document.
    const [fresh] = availableOptions(tank(), { size: '167' }, { ...listed, stockBySku: { 'WT06-XS-Blue': true } });
    expect(fresh?.values.map((value) => value.inStock)).toEqual([true, true]);
  });

  it('marks values compatible with the other chosen attributes', () => {
    // S-Black is disabled, so with Black chosen only XS combines.
    expect(summary(availableOptions(tank(), { color: '49', size: '167' }, listed))).toEqual({
      color: ['Black:AC*', 'Blue:AC'],
      size: ['XS:AC*', 'S:A-'],
    });
  });

  it('follows stock when out-of-stock products are not listed', () => {
    expect(summary(availableOptions(tank(), { color: '50' }, { listOutOfStockProducts: false }))).toEqual({
      color: ['Black:AC', 'Blue:AC*'],
      size: ['XS:A-', 'S:AC'],
    });
  });

  it('marks a value no available child has as unavailable', () => {
    const product = tank();
    // Only XS-Black and S-Blue remain: every value is still reachable.
    expect(summary(availableOptions(product, {}, { listOutOfStockProducts: false }))).toEqual({
      color: ['Black:AC', 'Blue:AC'],
      size: ['XS:AC', 'S:AC'],
    });
    product.configurable_children = (product.configurable_children ?? []).filter((child) => child.color === '49');
    expect(summary(availableOptions(product, {}, listed)).color).toEqual(['Black:AC', 'Blue:--']);
  });

  it('keeps disjoint values available though not compatible, so no variant is unreachable (#4789)', () => {
    expect(summary(availableOptions(disjointTee(), { color: '58', size: '168' }, listed))).toEqual({
      color: ['Red:AC*', 'Green:A-'],
      size: ['S:AC*', 'M:A-'],
    });
  });
});
