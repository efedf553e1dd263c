/** The routing part of a store view; the config's StoreViewDefinition fits. */
export interface StoreViewRoute {
  readonly storeCode: string;
  /** Path prefix of the view, e.g. '/de' or a mapped '/deutsch'; when not a path, '/{storeCode}' is used. */
  readonly url?: string;
  /** false: the view is told apart by something else (its domain), never by a path prefix. */
  readonly appendStoreCode?: boolean;
  readonly disabled?: boolean;
}

/** The routing part of the store views config; the config's StoreViewsConfig fits. */
export interface StoreRoutingOptions {
  readonly multistore: boolean;
  /** Codes whose URLs carry a prefix; a view not listed here is never recognised from a URL. */
  readonly mapStoreUrlsFor: readonly string[];
  readonly views: Readonly<Record<string, StoreViewRoute | undefined>>;
  /** Code of the view that owns unprefixed URLs; '' (the root config) by default. */
  readonly defaultStoreCode?: string;
}

/** docs/behaviour.md#multistore defaults: German and Italian views exist but are disabled, and multistore is off. */
export const DEFAULT_STORE_ROUTING: StoreRoutingOptions = Object.freeze({
  multistore: false,
  mapStoreUrlsFor: Object.freeze(['de', 'it']),
  views: Object.freeze({
    de: Object.freeze({ storeCode: 'de', url: '/de', appendStoreCode: true, disabled: true }),
    it: Object.freeze({ storeCode: 'it', url: '/it', appendStoreCode: true, disabled: true }),
  }),
  defaultStoreCode: '',
});
