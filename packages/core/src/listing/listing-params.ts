import type { PriceSelection } from './listing-state.js';

/** 'page' is always a system parameter; 'sort' comes from `systemFilterNames` as in VSF. */
export const PAGE_PARAM = 'page';
export const PRICE_PARAM = 'price';

/** Beyond this a listing URL is junk or a crawler trap; deeper pages are out of any search window anyway. */
export const MAX_LISTING_PAGE = 1000;
/** More chosen options than any sidebar offers means a crafted URL; the rest are dropped. */
export const MAX_VALUES_PER_FILTER = 50;

// Option ids are numbers in Magento; letters, '_', '.' and '-' leave room for other backends. Nothing that needs escaping.
const FILTER_VALUE = /^[\w.-]{1,64}$/;
const PRICE_VALUE = /^(\d{1,9}(?:\.\d{1,4})?)?-(\d{1,9}(?:\.\d{1,4})?)?$/;

export function isFilterValue(value: string): boolean {
  return FILTER_VALUE.test(value);
}

/** '50-100', '150-' and '-50'; VSF's bucket keys ('50.0-100.0') read the same. */
export function parsePriceParam(text: string): PriceSelection | undefined {
  const match = PRICE_VALUE.exec(text.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) return undefined;
  const from = match[1] === undefined ? undefined : Number(match[1]);
  const to = match[2] === undefined ? undefined : Number(match[2]);
  if (from !== undefined && to !== undefined && from > to) return undefined;
  return priceSelection(from, to);
}

/** A selection without `undefined` keys, so states compare and serialise the same however they were built. */
export function priceSelection(from: number | undefined, to: number | undefined): PriceSelection {
  return { ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) };
}

export function formatPriceParam(price: PriceSelection): string {
  return `${price.from ?? ''}-${price.to ?? ''}`;
}

export function samePrice(a: PriceSelection | undefined, b: PriceSelection | undefined): boolean {
  return a?.from === b?.from && a?.to === b?.to;
}

/** Numeric ids in numeric order, anything else after them in code-unit order: independent of the runtime's locale. */
export function compareFilterValues(a: string, b: string): number {
  const numberA = /^\d+(\.\d+)?$/.test(a) ? Number(a) : Number.NaN;
  const numberB = /^\d+(\.\d+)?$/.test(b) ? Number(b) : Number.NaN;
  if (!Number.isNaN(numberA) && !Number.isNaN(numberB)) return numberA - numberB || (a < b ? -1 : a > b ? 1 : 0);
  if (!Number.isNaN(numberA)) return -1;
  if (!Number.isNaN(numberB)) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Valid, distinct, sorted and capped: the one spelling a set of chosen options has in a URL. */
export function normalizeFilterValues(values: Iterable<string>): string[] {
  const unique = new Set<string>();
  for (const raw of values) {
    const value = raw.trim();
    if (isFilterValue(value)) unique.add(value);
  }
  return [...unique].sort(compareFilterValues).slice(0, MAX_VALUES_PER_FILTER);
}

export function parsePageParam(text: string): number {
  if (!/^\d{1,9}$/.test(text.trim())) return 0;
  return Math.min(Number(text.trim()), MAX_LISTING_PAGE);
}
