import type { I18nConfig, SeoConfig, TaxConfig } from './locale-config-types.js';
import { SUPPORTED_LOCALES } from './supported-locales.js';

export function defaultI18nConfig(): I18nConfig {
  return {
    defaultCountry: 'US',
    defaultLanguage: 'EN',
    defaultLocale: 'en-US',
    availableLocale: ['en-US'],
    supportedLocales: [...SUPPORTED_LOCALES],
    currencyCode: 'USD',
    currencySign: '$',
    currencySignPlacement: 'prepend',
    currencyDecimal: '',
    currencyGroup: '',
    fractionDigits: 2,
    dateFormat: 'HH:mm D/M/YYYY',
    fullCountryName: 'United States',
    fullLanguageName: 'English',
    bundleAllStoreviewLanguages: false,
    timeZone: 'America/New_York',
  };
}

export function defaultTaxConfig(): TaxConfig {
  return {
    defaultCountry: 'US',
    defaultRegion: '',
    sourcePriceIncludesTax: false,
    finalPriceIncludesTax: false,
    calculateServerSide: true,
    deprecatedPriceFieldsSupport: true,
    userGroupId: null,
    useOnlyDefaultUserGroupId: false,
  };
}

export function defaultSeoConfig(): SeoConfig {
  return {
    useUrlDispatcher: true,
    useShortCatalogUrls: false,
    disableUrlRoutesPersistentCache: true,
    defaultTitle: 'Storefront',
  };
}
