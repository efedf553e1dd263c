import { describe, expect, it } from 'vitest';
import { defaultProductsConfig } from '../config/default-catalog-config.js';
import { applyFilterChange, withListingPage } from './apply-filter-change.js';
import type { ListingState } from './listing-state.js';

const onPage3: ListingState = { filters: { color: ['49'] }, sort: 'updated_at:desc', page: 3 };

describe('applyFilterChange', () => {
  it('adds and removes an option, back on page 0 each time', () => {
    const added = applyFilterChange(onPage3, { type: 'toggle', attribute: 'color', value: '50' });
    expect(added).toEqual({ filters: { color: ['49', '50'] }, sort: 'updated_at:desc', page: 0 });
    const removed = applyFilterChange({ ...added, page: 2 }, { type: 'toggle', attribute: 'color', value: '49' });
    expect(removed).toEqual({ filters: { color: ['50'] }, sort: 'updated_at:desc', page: 0 });
    expect(applyFilterChange(removed, { type: 'toggle', attribute: 'color', value: '50' }).filters).toEqual({});
  });

  it('resets the page on a sort change', () => {
    expect(applyFilterChange(onPage3, { type: 'sort', sort: 'final_price' })).toEqual({
      ...onPage3,
      sort: 'final_price',
      page: 0,
    });
  });

  it('keeps one price range: choosing another replaces it, choosing it again removes it', () => {
    const first = applyFilterChange(onPage3, { type: 'toggle', attribute: 'price', value: '0-50' });
    expect(first.price).toEqual({ from: 0, to: 50 });
    const second = applyFilterChange(first, { type: 'toggle', attribute: 'price', value: '150-' });
    expect(second.price).toEqual({ from: 150 });
    expect(applyFilterChange(second, { type: 'toggle', attribute: 'price', value: 'junk' }).price).toEqual({
      from: 150,
    });
    const cleared = applyFilterChange(second, { type: 'toggle', attribute: 'price', value: '150-' });
    expect(cleared).not.toHaveProperty('price');
    expect(applyFilterChange(onPage3, { type: 'price', price: { from: 10, to: 20 } })).toMatchObject({
      price: { from: 10, to: 20 },
      page: 0,
    });
    expect(applyFilterChange(onPage3, { type: 'price', price: { from: 10, to: undefined } }).price).toStrictEqual({
      from: 10,
    });
  });

  it('sets and clears filters, keeping the chosen sort', () => {
    const set = applyFilterChange(onPage3, { type: 'set', attribute: 'size', values: ['168', '167', '167'] });
    expect(set.filters).toEqual({ color: ['49'], size: ['167', '168'] });
    const withPrice = applyFilterChange({ ...set, sort: 'final_price' }, { type: 'price', price: { to: 50 } });
    expect(applyFilterChange(withPrice, { type: 'clear' })).toEqual({ filters: {}, sort: 'final_price', page: 0 });
  });

  it('never mutates the state it is given', () => {
    const frozen = Object.freeze({ ...onPage3, filters: Object.freeze({ color: Object.freeze(['49']) }) });
    expect(() => applyFilterChange(frozen, { type: 'toggle', attribute: 'color', value: '50' })).not.toThrow();
    expect(frozen.filters.color).toEqual(['49']);
  });

  it('ignores a __proto__ attribute', () => {
    const next = applyFilterChange(onPage3, { type: 'toggle', attribute: '__proto__', value: '1' });
    expect(next).toEqual({ ...onPage3, page: 0 });
    expect(Object.getPrototypeOf(next.filters)).toBe(Object.prototype);
  });

  it('moves the page alone for infinite scroll', () => {
    expect(withListingPage(onPage3, 4)).toEqual({ ...onPage3, page: 4 });
    expect(withListingPage(onPage3, -1).page).toBe(0);
    expect(defaultProductsConfig().categoryPageSize).toBe(50);
  });
});
