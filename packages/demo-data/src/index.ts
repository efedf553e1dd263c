export { DEFAULT_INDEX, DEFAULT_PRODUCT_COUNT, generateDemoCatalog } from './catalog.js';
export { generateDemoImages, listDemoImages } from './images/generate.js';
export { buildPromotedOffers } from './promoted-offers.js';
export { PLACEHOLDER_PATH } from './images/catalog-images.js';
export type { Banner, DemoCatalogOptions, DemoDocument, DemoEntity, PromotedOffers } from './types.js';
