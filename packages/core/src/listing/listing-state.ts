import type { ProductsConfig } from '../config/catalog-config-types.js';

/** A chosen price range; either bound may be open. */
export interface PriceSelection {
  readonly from?: number;
  readonly to?: number;
}

/**
 * What a listing shows, as carried by the URL query (VSF `routerFiltersSource: 'query'`): Back and shared links give
 * the same listing again (VSF #2732, #4201, #1793). `page` counts from 0.
 */
export interface ListingState {
  /** Attribute code → chosen option ids, for the non-price default filters. */
  readonly filters: Readonly<Record<string, readonly string[]>>;
  readonly price?: PriceSelection;
  /** A value of `sortByAttributes`, e.g. 'final_price:desc'. */
  readonly sort: string;
  readonly page: number;
}

/** The part of the `products` config listings read; the full ProductsConfig fits. */
export type ListingConfig = Pick<ProductsConfig, 'defaultFilters' | 'sortByAttributes' | 'defaultSortBy'> &
  Partial<
    Pick<
      ProductsConfig,
      'systemFilterNames' | 'categoryPageSize' | 'listingVisibility' | 'listingStatus' | 'listOutOfStockProducts'
    >
  >;

/** `defaultSortBy` written the way sort options are: 'updated_at:desc', or the bare field for ascending. */
export function defaultListingSort(config: Pick<ListingConfig, 'defaultSortBy'>): string {
  const { attribute, order } = config.defaultSortBy;
  return order === 'desc' ? `${attribute}:desc` : attribute;
}

/** The sort to use: the state's when the config offers it, the default otherwise (a stale link must still work). */
export function resolveListingSort(sort: string | undefined, config: ListingConfig): string {
  if (sort && Object.values(config.sortByAttributes).includes(sort)) return sort;
  return defaultListingSort(config);
}

export function emptyListingState(config: Pick<ListingConfig, 'defaultSortBy'>): ListingState {
  return { filters: {}, sort: defaultListingSort(config), page: 0 };
}
