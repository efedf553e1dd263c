import type {
  CmsConfig,
  EntitiesConfig,
  ImagesConfig,
  ProductsConfig,
  ReviewsConfig,
  SearchConfig,
} from './catalog-config-types.js';

export function defaultProductsConfig(): ProductsConfig {
  return {
    defaultFilters: ['color', 'size', 'price', 'erin_recommends'],
    systemFilterNames: ['sort'],
    filterFieldMapping: { 'category.name': 'category.name.keyword' },
    filterAggregationSize: { default: 10, size: 10, color: 10 },
    maxFiltersQuerySize: 999,
    // The labels double as translation keys, hence VSF's exact wording.
    sortByAttributes: {
      Latest: 'updated_at:desc',
      'Price low to high': 'final_price',
      'Price high to low': 'final_price:desc',
    },
    defaultSortBy: { attribute: 'updated_at', order: 'desc' },
    priceFilterKey: 'final_price',
    priceFilters: {
      ranges: [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }],
      firstRangePrefix: '< ',
      lastRangePrefix: '> ',
    },
    colorMappings: { 'Melange graphite': '#eeeeee' },
    listingVisibility: [2, 3, 4],
    listingStatus: [0, 1],
    categoryPageSize: 50,
    related: { size: 8, visibility: [2, 3, 4], status: [0, 1, 2] },
    gallery: {
      width: 600,
      height: 744,
      mergeConfigurableChildren: true,
      imageAttributes: ['image', 'thumbnail', 'small_image'],
      variantsGroupAttribute: 'color',
    },
    thumbnails: { width: 310, height: 300 },
    tileImage: { width: 310, height: 300, maxHeight: 300 },
    listOutOfStockProducts: true,
    filterUnavailableVariants: false,
    configurableChildrenStockPrefetchStatic: false,
    configurableChildrenStockPrefetchDynamic: true,
    configurableChildrenStockPrefetchStaticPrefetchCount: 8,
    preventConfigurableChildrenDirectAccess: true,
    setFirstVarianAsDefaultInURL: false,
    useMagentoUrlKeys: true,
    omitVariantFields: ['name', 'visibility'],
    calculateBundlePriceByOptions: true,
    disablePersistentProductsCache: true,
    alwaysSyncPlatformPricesOver: false,
    alwaysSyncPricesClientSide: false,
    clearPricesBeforePlatformSync: false,
    waitForPlatformSync: false,
    fetchLockMs: 20_000,
  };
}

export function defaultSearchConfig(): SearchConfig {
  return { minTermLength: 3, pageSize: 50 };
}

export function defaultEntitiesConfig(): EntitiesConfig {
  return {
    optimize: true,
    twoStageCaching: true,
    optimizeShoppingCart: true,
    category: {
      rootCategoryId: 2,
      dynamicPrefetch: true,
      dynamicPrefetchLevel: 2,
      listSize: 4000,
      listSort: 'position:asc',
      validSearchOptionsFromRouteParams: ['url-key', 'slug', 'id'],
    },
    attribute: { loadByAttributeMetadata: false },
    productList: { sort: 'updated_at:desc' },
  };
}

export function defaultCmsConfig(): CmsConfig {
  return { pageMaxCount: 500, blockMaxCount: 500 };
}

export function defaultImagesConfig(): ImagesConfig {
  return {
    useExactUrlsNoProxy: false,
    // The embedded API serves the resizer, so images stay same-origin and cacheable by the service worker.
    baseUrl: '/img/',
    useSpecificImagePaths: false,
    paths: { product: '/catalog/product' },
    productPlaceholder: '/assets/placeholder.jpg',
  };
}

export function defaultReviewsConfig(): ReviewsConfig {
  return { pageSize: 50, onlyApproved: true };
}
