import { describe, expect, it } from 'vitest';
import { defaultStorefrontConfig } from './default-storefront-config.js';
import { mergeConfig } from './merge-config.js';
import { resolveStoreView } from './resolve-store-view.js';
import { routableStoreCodes } from './routable-store-codes.js';
import type { StorefrontConfig } from './storefront-config.js';

function withMultistore(extra: Partial<StorefrontConfig> = {}): StorefrontConfig {
  return { ...mergeConfig(defaultStorefrontConfig(), { storeViews: { multistore: true } }), ...extra };
}

describe('resolveStoreView', () => {
  it('gives the root config as the default view when multistore is off, whatever the code', () => {
    const config = defaultStorefrontConfig();
    for (const code of ['', 'de', 'it', undefined, null]) {
      const view = resolveStoreView(config, code);
      expect(view).toMatchObject({ storeCode: '', storeId: 1, url: '', appendStoreCode: false, disabled: false });
      expect(view.i18n).toEqual(config.i18n);
      expect(view.tax).toEqual(config.tax);
      expect(view.elasticsearch).toEqual(config.elasticsearch);
      expect(view.seo).toEqual(config.seo);
    }
  });

  it('merges the German view over the root config when multistore is on', () => {
    const config = withMultistore();
    const de = resolveStoreView(config, 'de');
    expect(de).toMatchObject({ storeCode: 'de', storeId: 3, name: 'German Store', url: '/de', appendStoreCode: true });
    expect(de.i18n).toMatchObject({
      defaultLocale: 'de-DE',
      currencyCode: 'EUR',
      currencySign: '€',
      currencySignPlacement: 'append',
      dateFormat: 'HH:mm D-M-YYYY',
      fractionDigits: 2,
    });
    expect(de.elasticsearch.index).toBe('vue_storefront_catalog_de');
    expect(de.elasticsearch.minScore).toBe(0.02);
    expect(de.tax).toMatchObject({ defaultCountry: 'DE', calculateServerSide: true });
  });

  it('applies extend: Italian inherits German currency but keeps its own url, code and overrides', () => {
    const it_ = resolveStoreView(withMultistore(), 'it');
    expect(it_).toMatchObject({ storeCode: 'it', storeId: 4, name: 'Italian Store', url: '/it' });
    expect(it_.i18n).toMatchObject({ defaultLocale: 'it-IT', currencyCode: 'EUR', currencySign: '€' });
    expect(it_.i18n.dateFormat).toBe('HH:mm D-M-YYYY');
    expect(it_.elasticsearch.index).toBe('vue_storefront_catalog_it');
    expect(it_.tax.defaultCountry).toBe('IT');
  });

  it('does not inherit url, storeCode and appendStoreCode through extend', () => {
    const config = mergeConfig(defaultStorefrontConfig(), {
      storeViews: {
        multistore: true,
        views: {
          de: { appendStoreCode: true },
          at: {
            extend: 'de',
            storeCode: 'at',
            storeId: 5,
            name: 'Austrian Store',
            url: '/at',
            appendStoreCode: false,
            disabled: false,
          },
        },
      },
    });
    const at = resolveStoreView(config, 'at');
    expect(at).toMatchObject({ storeCode: 'at', url: '/at', appendStoreCode: false });
    expect(at.i18n.currencyCode).toBe('EUR');
  });

  it('resolves extend chains recursively', () => {
    const config = mergeConfig(defaultStorefrontConfig(), {
      storeViews: {
        multistore: true,
        views: {
          ch: {
            extend: 'it',
            storeCode: 'ch',
            storeId: 6,
            name: 'Swiss',
            url: '/ch',
            appendStoreCode: true,
            disabled: false,
            i18n: { currencyCode: 'CHF' },
          },
        },
      },
    });
    const ch = resolveStoreView(config, 'ch');
    expect(ch.i18n).toMatchObject({ currencyCode: 'CHF', defaultLocale: 'it-IT', dateFormat: 'HH:mm D-M-YYYY' });
    expect(ch.url).toBe('/ch');
  });

  it('falls back to defaultStoreCode for an empty code, and takes its storeId for the default view', () => {
    const config = withMultistore({ defaultStoreCode: 'de' });
    expect(resolveStoreView(config, '').storeCode).toBe('de');
    const off = { ...defaultStorefrontConfig(), defaultStoreCode: 'de' };
    expect(resolveStoreView(off, '')).toMatchObject({ storeCode: '', storeId: 3 });
  });

  it('gives the default view for an unknown code', () => {
    expect(resolveStoreView(withMultistore(), 'fr').storeCode).toBe('');
    expect(resolveStoreView(withMultistore(), 'toString').storeCode).toBe('');
  });

  it('reports an extend loop instead of recursing forever', () => {
    const config = mergeConfig(withMultistore(), { storeViews: { views: { de: { extend: 'it' } } } });
    expect(() => resolveStoreView(config, 'it')).toThrow(/loop/);
  });

  it('does not share objects with the config', () => {
    const config = withMultistore();
    resolveStoreView(config, 'de').i18n.currencySign = 'X';
    resolveStoreView(config, '').i18n.currencySign = 'Y';
    expect(config.i18n.currencySign).toBe('$');
    expect(config.storeViews.views.de?.i18n?.currencySign).toBe('€');
  });
});

describe('routableStoreCodes', () => {
  it('is empty with multistore off, and skips disabled views with it on', () => {
    expect(routableStoreCodes(defaultStorefrontConfig())).toEqual([]);
    expect(routableStoreCodes(withMultistore())).toEqual([]);
    const enabled = mergeConfig(withMultistore(), { storeViews: { views: { de: { disabled: false } } } });
    expect(routableStoreCodes(enabled)).toEqual(['de']);
  });
});
