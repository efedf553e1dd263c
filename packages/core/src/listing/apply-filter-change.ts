import { normalizeFilterValues, parsePriceParam, PRICE_PARAM, priceSelection, samePrice } from './listing-params.js';
import type { ListingState, PriceSelection } from './listing-state.js';

export type ListingChange =
  /** Choose or unchoose one option; for 'price' the value is a range ('50-100') and only one range is kept. */
  | { readonly type: 'toggle'; readonly attribute: string; readonly value: string }
  | { readonly type: 'set'; readonly attribute: string; readonly values: readonly string[] }
  | { readonly type: 'price'; readonly price: PriceSelection | undefined }
  | { readonly type: 'sort'; readonly sort: string }
  /** Drops every filter; the sort stays, as the shopper chose it separately. */
  | { readonly type: 'clear' };

function withValues(state: ListingState, attribute: string, values: readonly string[]): ListingState['filters'] {
  const filters: Record<string, readonly string[]> = {};
  for (const [key, current] of Object.entries(state.filters)) if (key !== attribute) filters[key] = current;
  const normalized = normalizeFilterValues(values);
  if (normalized.length > 0) filters[attribute] = normalized;
  return filters;
}

function withPrice(state: ListingState, price: PriceSelection | undefined): ListingState {
  const { price: _previous, ...rest } = state;
  const next = price ? priceSelection(price.from, price.to) : {};
  return next.from !== undefined || next.to !== undefined ? { ...rest, price: next } : rest;
}

/**
 * docs/behaviour.md#category-page: a filter or sort change resets the page position to 0 (and the caller reloads). The
 * state is never mutated, so it can be compared and kept in history.
 */
export function applyFilterChange(state: ListingState, change: ListingChange): ListingState {
  const reset = { ...state, page: 0 };
  // An attribute code straight from an event must not reach an object's prototype.
  if ('attribute' in change && change.attribute === '__proto__') return reset;
  switch (change.type) {
    case 'toggle': {
      if (change.attribute === PRICE_PARAM) {
        const price = parsePriceParam(change.value);
        if (!price) return reset;
        return withPrice(reset, samePrice(price, state.price) ? undefined : price);
      }
      const current = Object.hasOwn(state.filters, change.attribute) ? (state.filters[change.attribute] ?? []) : [];
      const values = current.includes(change.value)
        ? current.filter((value) => value !== change.value)
        : [...current, change.value];
      return { ...reset, filters: withValues(state, change.attribute, values) };
    }
    case 'set':
      if (change.attribute === PRICE_PARAM) return withPrice(reset, parsePriceParam(change.values[0] ?? ''));
      return { ...reset, filters: withValues(state, change.attribute, change.values) };
    case 'price':
      return withPrice(reset, change.price);
    case 'sort':
      return { ...reset, sort: change.sort };
    case 'clear':
      return withPrice({ ...reset, filters: {} }, undefined);
  }
}

/** Infinite scroll and crawlable pagination move the page alone; filters and sort stay. */
export function withListingPage(state: ListingState, page: number): ListingState {
  return { ...state, page: Number.isFinite(page) && page > 0 ? Math.floor(page) : 0 };
}
