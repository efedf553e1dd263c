import type { CatalogEntityType } from '@storefront/core';

export type DemoEntity = CatalogEntityType;

/** One catalogue document, ready for the importer: `id` is the `_id` (always `String(source.id)`). */
export interface DemoDocument {
  index: string;
  entity: DemoEntity;
  id: string;
  source: Record<string, unknown>;
}

export interface DemoCatalogOptions {
  /** Sellable parent products; configurable children come on top. Default 500. */
  products?: number;
  /** Index name put on every document. Default 'vue_storefront_catalog'. */
  index?: string;
  /**
   * Reference time for special-price windows, `new` flags and timestamps. Only its UTC day matters, so two runs on
   * the same day produce identical output. Default: the current time.
   */
  now?: Date;
}

export interface Banner {
  image: string;
  title: string;
  subtitle: string;
  link: string;
}

export interface PromotedOffers {
  mainBanners: Banner[];
  smallBanners: Banner[];
  productBanners: Banner[];
}
