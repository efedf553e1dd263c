export interface ImageSize {
  width: number;
  height: number;
}

export interface PriceFilterRange {
  from?: number;
  to?: number;
}

export interface ProductsConfig {
  defaultFilters: string[];
  systemFilterNames: string[];
  filterFieldMapping: Record<string, string>;
  filterAggregationSize: Record<string, number>;
  maxFiltersQuerySize: number;
  /** Label → 'attribute' or 'attribute:desc'. */
  sortByAttributes: Record<string, string>;
  defaultSortBy: { attribute: string; order: 'asc' | 'desc' };
  priceFilterKey: string;
  priceFilters: {
    ranges: PriceFilterRange[];
    /** Labels of the open-ended first and last buckets, followed by the currency sign (see docs/behaviour.md#constants-and-limits). */
    firstRangePrefix: string;
    lastRangePrefix: string;
  };
  colorMappings: Record<string, string>;
  /** docs/behaviour.md#category-page: visibility 2,3,4 and status 0,1 on listings. */
  listingVisibility: number[];
  listingStatus: number[];
  categoryPageSize: number;
  related: { size: number; visibility: number[]; status: number[] };
  gallery: ImageSize & {
    mergeConfigurableChildren: boolean;
    imageAttributes: string[];
    variantsGroupAttribute: string;
  };
  thumbnails: ImageSize;
  /** Product tile image; the tile caps its height at `maxHeight` px. */
  tileImage: ImageSize & { maxHeight: number };
  listOutOfStockProducts: boolean;
  filterUnavailableVariants: boolean;
  configurableChildrenStockPrefetchStatic: boolean;
  configurableChildrenStockPrefetchDynamic: boolean;
  configurableChildrenStockPrefetchStaticPrefetchCount: number;
  preventConfigurableChildrenDirectAccess: boolean;
  /** VSF's spelling, kept so existing shop configs still apply. */
  setFirstVarianAsDefaultInURL: boolean;
  useMagentoUrlKeys: boolean;
  omitVariantFields: string[];
  calculateBundlePriceByOptions: boolean;
  disablePersistentProductsCache: boolean;
  alwaysSyncPlatformPricesOver: boolean;
  alwaysSyncPricesClientSide: boolean;
  clearPricesBeforePlatformSync: boolean;
  waitForPlatformSync: boolean;
  /** A second product fetch within this window is ignored (see docs/behaviour.md#product-load). */
  fetchLockMs: number;
}

export interface SearchConfig {
  minTermLength: number;
  pageSize: number;
}

export interface EntitiesConfig {
  optimize: boolean;
  /** Switched off at run time when the second stage turns out not to be slower (see docs/behaviour.md#constants-and-limits). */
  twoStageCaching: boolean;
  optimizeShoppingCart: boolean;
  category: {
    rootCategoryId: number;
    dynamicPrefetch: boolean;
    dynamicPrefetchLevel: number;
    listSize: number;
    listSort: string;
    validSearchOptionsFromRouteParams: string[];
  };
  attribute: { loadByAttributeMetadata: boolean };
  productList: { sort: string };
}

export interface CmsConfig {
  pageMaxCount: number;
  blockMaxCount: number;
}

export interface ImagesConfig {
  useExactUrlsNoProxy: boolean;
  /** Resizer base: '<baseUrl><width>/<height>/resize<path>'. */
  baseUrl: string;
  useSpecificImagePaths: boolean;
  paths: { product: string };
  productPlaceholder: string;
}

export interface ReviewsConfig {
  pageSize: number;
  /** List only reviews with review_status 1 (see docs/behaviour.md#reviews). */
  onlyApproved: boolean;
}
