import {
  isFilterValue,
  normalizeFilterValues,
  PAGE_PARAM,
  parsePageParam,
  parsePriceParam,
  PRICE_PARAM,
} from './listing-params.js';
import type { ListingConfig, ListingState, PriceSelection } from './listing-state.js';
import { defaultListingSort } from './listing-state.js';
import { parseQueryPairs } from './query-pairs.js';
import type { UrlQueryInput } from './query-pairs.js';

/** A raw query ('?color=49'), URLSearchParams (any iterable of pairs) or a router's query object. */
export type ListingQueryInput = UrlQueryInput;

function sortFromQuery(text: string, config: ListingConfig): string | undefined {
  const values = Object.values(config.sortByAttributes);
  if (values.includes(text)) return text;
  // Labels ('Latest') were used in some VSF themes' links; they name the same option. VSF's own wording
  // ('Price: Low to high') still names the spec's 'Price low to high', so case and punctuation do not count.
  const key = labelKey(text);
  if (key === '') return undefined;
  const match = Object.entries(config.sortByAttributes).find(([label]) => labelKey(label) === key);
  return match?.[1];
}

function labelKey(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * URL query → listing state. Only the configured filters, 'sort' and 'page' are read; every other parameter (tracking,
 * typos, crafted junk) is ignored, as is any value that is not a plausible option id, price range or page number.
 * Filter values may be repeated keys (VSF's `?color=49&color=50`) or a comma list.
 */
export function parseListingQuery(input: ListingQueryInput | null | undefined, config: ListingConfig): ListingState {
  const systemNames = new Set([...(config.systemFilterNames ?? ['sort']), PAGE_PARAM]);
  const filterNames = new Set(config.defaultFilters.filter((name) => !systemNames.has(name) && name !== PRICE_PARAM));
  const readsPrice = config.defaultFilters.includes(PRICE_PARAM) && !systemNames.has(PRICE_PARAM);
  const chosen = new Map<string, string[]>();
  let price: PriceSelection | undefined;
  let sort: string | undefined;
  let page: number | undefined;

  for (const [rawKey, value] of input ? parseQueryPairs(input) : []) {
    const key = rawKey.trim();
    if (key === PAGE_PARAM) page ??= parsePageParam(value);
    else if (key === 'sort') sort ??= sortFromQuery(value.trim(), config);
    else if (key === PRICE_PARAM && readsPrice) price ??= parsePriceParam(value);
    else if (filterNames.has(key)) {
      const values = value.split(',').filter((item) => isFilterValue(item.trim()));
      chosen.set(key, [...(chosen.get(key) ?? []), ...values]);
    }
  }

  const filters: Record<string, readonly string[]> = {};
  for (const name of config.defaultFilters) {
    const values = normalizeFilterValues(chosen.get(name) ?? []);
    if (values.length > 0) filters[name] = values;
  }
  return {
    filters,
    ...(price ? { price } : {}),
    sort: sort ?? defaultListingSort(config),
    page: page ?? 0,
  };
}
