import type { StoreViewsConfig } from './store-view-types.js';

/**
 * The German and Italian sample views of docs/behaviour.md#multistore: EUR, disabled, multistore off. The sign is '€' after the
 * amount ('12.50 €'), as German and Italian shoppers read prices; VSF's 'EUR' glued before the number read 'EUR12.50'.
 */
export function defaultStoreViewsConfig(): StoreViewsConfig {
  return {
    multistore: false,
    commonCache: false,
    mapStoreUrlsFor: ['de', 'it'],
    defaultStoreName: 'Default Store',
    views: {
      de: {
        storeCode: 'de',
        storeId: 3,
        name: 'German Store',
        url: '/de',
        appendStoreCode: true,
        disabled: true,
        elasticsearch: { host: '/api/catalog', index: 'vue_storefront_catalog_de' },
        tax: { sourcePriceIncludesTax: false, defaultCountry: 'DE', defaultRegion: '', calculateServerSide: true },
        i18n: {
          fullCountryName: 'Germany',
          fullLanguageName: 'German',
          defaultLanguage: 'DE',
          defaultCountry: 'DE',
          defaultLocale: 'de-DE',
          availableLocale: ['de-DE'],
          currencyCode: 'EUR',
          currencySign: '€',
          currencySignPlacement: 'append',
          dateFormat: 'HH:mm D-M-YYYY',
          timeZone: 'Europe/Berlin',
        },
        seo: { defaultTitle: 'Storefront' },
      },
      it: {
        extend: 'de',
        storeCode: 'it',
        storeId: 4,
        name: 'Italian Store',
        url: '/it',
        appendStoreCode: true,
        disabled: true,
        elasticsearch: { host: '/api/catalog', index: 'vue_storefront_catalog_it' },
        tax: { defaultCountry: 'IT' },
        i18n: {
          fullCountryName: 'Italy',
          fullLanguageName: 'Italian',
          defaultCountry: 'IT',
          defaultLanguage: 'IT',
          defaultLocale: 'it-IT',
          availableLocale: ['it-IT'],
          timeZone: 'Europe/Rome',
        },
        seo: { defaultTitle: 'Storefront' },
      },
    },
  };
}
