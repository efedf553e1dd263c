import type { ListingConfig } from './listing-state.js';

export interface SortOption {
  /** Also the translation key ('Latest', 'Price low to high'). */
  readonly label: string;
  /** 'updated_at:desc', 'final_price', 'final_price:desc': what the URL and the search query carry. */
  readonly value: string;
}

/** docs/behaviour.md#category-page: the sorts come from configuration, in its order. */
export function sortOptions(config: Pick<ListingConfig, 'sortByAttributes'>): SortOption[] {
  return Object.entries(config.sortByAttributes)
    .filter(([label, value]) => label !== '' && typeof value === 'string' && value !== '')
    .map(([label, value]) => ({ label, value }));
}
