import type { I18nConfig, SeoConfig, TaxConfig } from './locale-config-types.js';
import type { SearchBackendConfig } from './search-backend-types.js';

/** The sections a store view may override; everything else is shop-wide. */
export interface StoreViewOverrides {
  i18n?: Partial<I18nConfig>;
  tax?: Partial<TaxConfig>;
  elasticsearch?: Partial<SearchBackendConfig>;
  seo?: Partial<SeoConfig>;
}

/** What names and routes a store view, as written in the config and after resolution alike. */
export interface StoreViewIdentity {
  /** Must equal the entry's key. */
  storeCode: string;
  storeId: number;
  name: string;
  /** Path prefix of this view, e.g. '/de'. Not inherited through `extend`. */
  url: string;
  /** Prefix routes with '/{storeCode}/'. Not inherited through `extend`. */
  appendStoreCode: boolean;
  /** Kept out of routing and store switching even when multistore is on. */
  disabled: boolean;
}

/** One entry of `storeViews.views`, as written in the config. */
export interface StoreViewDefinition extends StoreViewIdentity, StoreViewOverrides {
  /** Code of another view whose overrides are applied first. */
  extend?: string;
}

export interface StoreViewsConfig {
  multistore: boolean;
  /** false gives each store view its own browser database ('<storeCode>-shop'). */
  commonCache: boolean;
  mapStoreUrlsFor: string[];
  /** Name of the view that has no store code (the root config). */
  defaultStoreName: string;
  /**
   * VSF put the views next to `multistore` under `storeViews`; they live in their own record here so that a store
   * code can never collide with a setting name and the type stays exact.
   */
  views: Record<string, StoreViewDefinition>;
}

/** A store view after resolution: every section complete. The default view has storeCode '' and url ''. */
export interface StoreViewConfig extends StoreViewIdentity {
  i18n: I18nConfig;
  tax: TaxConfig;
  elasticsearch: SearchBackendConfig;
  seo: SeoConfig;
}
