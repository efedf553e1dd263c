import type { ApiConfig } from '../config.js';

/**
 * The parts of the configuration that a shop's first start reads when it fills an empty data directory: the demo
 * catalogue `seedDemoCatalog` writes (its indexes and store views, the images in the media directory, the banners)
 * and the saved search index built from it (catalogue, search and product-field settings, taxes, locale). Two
 * configurations that agree on these get the same data; the rest (ports, secrets, hashing costs, token lives, rate
 * limits, mail, payment, webhooks) only changes how a running shop behaves. The end-to-end tests seed one data
 * directory per distinct value and copy it for every shop (docs/testing.md#what-a-run-costs).
 *
 * Keep it in step with seeding: a section that `seedDemoCatalog` or the index build starts to read belongs here.
 */
export function seededDataInputs(config: ApiConfig): Partial<ApiConfig> {
  const { dataDir, databaseFile, catalog, search, products, tax, i18n, storeViews, images } = config;
  return { dataDir, databaseFile, catalog, search, products, tax, i18n, storeViews, images };
}
