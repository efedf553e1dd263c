import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOG_ENTITY_TYPES } from '@storefront/core';
import type { generateDemoCatalog as GenerateDemoCatalog } from '@storefront/demo-data';
import type { ApiConfig } from '../config.js';
import type { CatalogRepository, CatalogWriteOperation } from '../db/catalog-repository.js';

export interface SeedOptions {
  products: number;
  now?: Date;
  /** Indexes to fill; all configured ones by default (store views get the same catalogue). */
  indices?: readonly string[];
  /** Remove what the seeded indexes held first, so a smaller catalogue leaves nothing stale behind. */
  replace?: boolean;
}

export interface SeedReport {
  counts: Map<string, number>;
  /** Images written by this run; existing ones are kept. */
  images: number;
  ms: number;
}

function* operations(
  config: ApiConfig,
  options: SeedOptions,
  generateDemoCatalog: typeof GenerateDemoCatalog,
): Generator<CatalogWriteOperation> {
  const indices = options.indices ?? config.catalog.indices;
  if (options.replace)
    for (const index of indices) for (const entity of CATALOG_ENTITY_TYPES) yield { kind: 'clear', index, entity };
  for (const index of indices) {
    // Store views get the same demo catalogue, so switching them on shows products with their own taxes.
    for (const doc of generateDemoCatalog({ products: options.products, index, now: options.now ?? new Date() }))
      yield { kind: 'upsert', index: doc.index, entity: doc.entity, document: { id: doc.id, source: doc.source } };
  }
}

/** Writes the generated demo catalogue in one transaction, its images, and the promoted-offer banners. */
export async function seedDemoCatalog(
  config: ApiConfig,
  repository: CatalogRepository,
  options: SeedOptions,
): Promise<SeedReport> {
  const started = performance.now();
  // The demo's generator and its image tools (sharp) are loaded only when a shop is seeded, not at every start of a
  // server that seeds an empty database (about 0.3 s).
  const { buildPromotedOffers, generateDemoCatalog, generateDemoImages } = await import('@storefront/demo-data');
  const images = await generateDemoImages(config.images.mediaDir);
  const bannersDir = join(config.dataDir, 'banners');
  mkdirSync(bannersDir, { recursive: true });
  writeFileSync(join(bannersDir, 'promoted_offers.json'), JSON.stringify(buildPromotedOffers(), null, 2));
  for (const view of Object.values(config.storeViews))
    writeFileSync(
      join(bannersDir, `${view.storeCode}_promoted_offers.json`),
      JSON.stringify(buildPromotedOffers(view.storeCode), null, 2),
    );
  const counts = await repository.write(operations(config, options, generateDemoCatalog));
  return { counts, images: images.length, ms: performance.now() - started };
}

/**
 * True only when the database holds no catalogue document at all, in any index and of any entity: an import of
 * categories or CMS pages without products (yet) is still the shop's catalogue, and seeding the demo over it would
 * mix demo products into it. (`_config` stays in the signature for the storefront server, which passes it.)
 */
export async function isCatalogEmpty(_config: ApiConfig, repository: CatalogRepository): Promise<boolean> {
  return (await repository.counts()).every(({ count }) => count === 0);
}
