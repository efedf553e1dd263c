import { describe, expect, it } from 'vitest';
import { thrown } from '../test-support/thrown.js';
import { StorefrontConfigError } from './config-error.js';
import { defaultStorefrontConfig } from './default-storefront-config.js';
import { STOREFRONT_ENV_VARIABLES } from './env-overrides.js';
import { loadStorefrontConfig } from './load-storefront-config.js';
import { defaultServerConfig } from './server-config.js';

describe('loadStorefrontConfig', () => {
  it('gives the defaults plus the server defaults without input', () => {
    expect(loadStorefrontConfig()).toEqual({ ...defaultStorefrontConfig(), server: defaultServerConfig() });
  });

  it('deep-merges a parsed JSON file, arrays replacing', () => {
    const config = loadStorefrontConfig({
      file: {
        i18n: { currencyCode: 'GBP', currencySign: '£', availableLocale: ['en-US', 'de-DE'] },
        products: { defaultFilters: ['color'] },
        storeViews: { views: { de: { disabled: false } } },
      },
    });
    expect(config.i18n).toMatchObject({ currencyCode: 'GBP', currencySign: '£', defaultLocale: 'en-US' });
    expect(config.i18n.availableLocale).toEqual(['en-US', 'de-DE']);
    expect(config.products.defaultFilters).toEqual(['color']);
    expect(config.products.categoryPageSize).toBe(50);
    expect(config.storeViews.views.de).toMatchObject({ disabled: false, name: 'German Store' });
  });

  it('accepts VSF 1.10 "preppend" as prepend', () => {
    const config = loadStorefrontConfig({ file: { i18n: { currencySignPlacement: 'preppend' } } });
    expect(config.i18n.currencySignPlacement).toBe('prepend');
  });

  it('applies environment variables over the file', () => {
    const config = loadStorefrontConfig({
      file: { storeViews: { multistore: false }, api: { url: 'https://file.example' } },
      env: {
        STOREFRONT_MULTISTORE: 'true',
        STOREFRONT_SHORT_URLS: '1',
        STOREFRONT_URL_DISPATCHER: 'off',
        STOREFRONT_API_URL: 'https://api.example.com',
        STOREFRONT_DEFAULT_LOCALE: 'de-DE',
        STOREFRONT_DEFAULT_STORE_CODE: 'de',
        STOREFRONT_API_URL_FOR_SERVER: 'http://127.0.0.1:3000',
        STOREFRONT_INVALIDATE_CACHE_KEY: 'k3y',
        STOREFRONT_OUTPUT_CACHE: 'yes',
        UNRELATED: 'ignored',
        STOREFRONT_SEARCH_INDEX: '',
      },
    });
    expect(config.storeViews.multistore).toBe(true);
    expect(config.seo).toMatchObject({ useShortCatalogUrls: true, useUrlDispatcher: false });
    expect(config.api.url).toBe('https://api.example.com');
    expect(config.i18n.defaultLocale).toBe('de-DE');
    expect(config.i18n.availableLocale).toEqual(['en-US', 'de-DE']);
    expect(config.defaultStoreCode).toBe('de');
    expect(config.elasticsearch.index).toBe('vue_storefront_catalog');
    expect(config.server).toMatchObject({
      apiUrlForServer: 'http://127.0.0.1:3000',
      outputCache: { enabled: true },
      secrets: { invalidateCacheKey: 'k3y' },
    });
  });

  it('takes a shared API process only with its address', () => {
    const shared = loadStorefrontConfig({
      env: { STOREFRONT_API_URL_FOR_SERVER: 'http://127.0.0.1:4100', STOREFRONT_SHARED_API: 'true' },
    });
    expect(shared.server).toMatchObject({ apiUrlForServer: 'http://127.0.0.1:4100', sharedApi: true });
    expect(loadStorefrontConfig({}).server.sharedApi).toBe(false);
    const error = thrown(StorefrontConfigError, () => loadStorefrontConfig({ env: { STOREFRONT_SHARED_API: '1' } }));
    expect(error.message).toBe(
      "Invalid storefront configuration: server.sharedApi: sharedApi needs apiUrlForServer, the address of the shop's API process",
    );
  });

  it('documents every environment variable with a STOREFRONT_ prefix', () => {
    const names = STOREFRONT_ENV_VARIABLES.map((v) => v.name);
    expect(names).toContain('STOREFRONT_MULTISTORE');
    expect(names).toContain('STOREFRONT_SHORT_URLS');
    expect(names).toContain('STOREFRONT_API_URL');
    expect(names).toContain('STOREFRONT_DEFAULT_LOCALE');
    expect(names.every((name) => name.startsWith('STOREFRONT_'))).toBe(true);
  });

  it('names a key of the wrong type', () => {
    const error = thrown(StorefrontConfigError, () =>
      loadStorefrontConfig({ file: { storeViews: { multistore: 'yes' } } }),
    );
    expect(error.message).toBe(
      'Invalid storefront configuration: storeViews.multistore: expected boolean, received string',
    );
    expect(error.issues).toEqual([{ path: 'storeViews.multistore', message: 'expected boolean, received string' }]);
  });

  it('names a misspelt key', () => {
    const error = thrown(StorefrontConfigError, () => loadStorefrontConfig({ file: { i18n: { curencySign: '€' } } }));
    expect(error.message).toContain('i18n.curencySign: unknown key');
  });

  it('names a time zone the runtime does not know, in the root and in a store view', () => {
    const error = thrown(StorefrontConfigError, () =>
      loadStorefrontConfig({
        file: { i18n: { timeZone: 'America/Gotham' }, storeViews: { views: { de: { i18n: { timeZone: 'CET+1' } } } } },
      }),
    );
    expect(error.issues).toContainEqual({
      path: 'i18n.timeZone',
      message: '"America/Gotham" is not an IANA time zone this runtime knows, e.g. "America/New_York"',
    });
    expect(error.issues.map((i) => i.path)).toContain('storeViews.views.de.i18n.timeZone');
    expect(loadStorefrontConfig({ file: { i18n: { timeZone: 'Asia/Kolkata' } } }).i18n.timeZone).toBe('Asia/Kolkata');
  });

  it('names every bad key at once, including inside store views', () => {
    const error = thrown(StorefrontConfigError, () =>
      loadStorefrontConfig({
        file: { cart: { pullThrottleMs: -1 }, storeViews: { views: { de: { storeId: 'three' } } } },
      }),
    );
    const paths = error.issues.map((i) => i.path);
    expect(paths).toContain('cart.pullThrottleMs');
    expect(paths).toContain('storeViews.views.de.storeId');
  });

  it('rejects an unreadable boolean environment variable by name', () => {
    const error = thrown(StorefrontConfigError, () =>
      loadStorefrontConfig({ env: { STOREFRONT_MULTISTORE: 'maybe' } }),
    );
    expect(error.message).toContain('STOREFRONT_MULTISTORE: expected true or false, got "maybe"');
  });

  it('rejects locales outside the supported list', () => {
    const error = thrown(StorefrontConfigError, () =>
      loadStorefrontConfig({ env: { STOREFRONT_DEFAULT_LOCALE: 'sv-SE' } }),
    );
    expect(error.message).toContain('i18n.defaultLocale: "sv-SE" is not in i18n.supportedLocales');
  });

  it('checks store view links', () => {
    const error = thrown(StorefrontConfigError, () =>
      loadStorefrontConfig({
        file: {
          defaultStoreCode: 'fr',
          storeViews: { mapStoreUrlsFor: ['de', 'nl'], views: { it: { extend: 'xx', storeCode: 'italy' } } },
        },
      }),
    );
    expect(error.issues).toEqual(
      expect.arrayContaining([
        { path: 'defaultStoreCode', message: 'store view "fr" does not exist' },
        { path: 'storeViews.mapStoreUrlsFor.1', message: 'store view "nl" does not exist' },
        { path: 'storeViews.views.it.extend', message: 'store view "xx" does not exist' },
        { path: 'storeViews.views.it.storeCode', message: 'must equal the key "it"' },
      ]),
    );
  });

  it('rejects a file that is not a JSON object', () => {
    expect(() => loadStorefrontConfig({ file: ['not', 'an', 'object'] })).toThrow(
      'Invalid storefront configuration: (root): the configuration file must hold a JSON object',
    );
  });
});
