/** Where the currency sign goes. VSF 1.10 spelled the first value 'preppend'; the loader still accepts that. */
export type CurrencySignPlacement = 'prepend' | 'append';

export interface I18nConfig {
  defaultCountry: string;
  defaultLanguage: string;
  defaultLocale: string;
  /** Locales whose dictionaries this shop ships; each must be one of `supportedLocales`. */
  availableLocale: string[];
  /** docs/behaviour.md#the-shop-at-a-glance; the loader rejects a default or available locale outside this list. */
  supportedLocales: string[];
  currencyCode: string;
  currencySign: string;
  /** 'prepend' gives '$5.00' (no space, VSF's '{sign}{amount}'); 'append' gives '5.00 €' (one space). */
  currencySignPlacement: CurrencySignPlacement;
  /** Decimal separator override; '' keeps the one of the formatting locale ('.' when none). */
  currencyDecimal: string;
  /** Thousands separator override; '' keeps the locale's grouping (none when no locale is given). */
  currencyGroup: string;
  fractionDigits: number;
  dateFormat: string;
  fullCountryName: string;
  fullLanguageName: string;
  bundleAllStoreviewLanguages: boolean;
  /**
   * The store view's IANA time zone (`America/New_York`): the clock of a parking spot whose catalogue document names
   * none, on which its periods are counted, entered and shown.
   */
  timeZone: string;
}

export interface TaxConfig {
  defaultCountry: string;
  defaultRegion: string;
  sourcePriceIncludesTax: boolean;
  finalPriceIncludesTax: boolean;
  calculateServerSide: boolean;
  deprecatedPriceFieldsSupport: boolean;
  userGroupId: number | null;
  useOnlyDefaultUserGroupId: boolean;
}

export interface SeoConfig {
  /** Category and product links use the catalogue url_path (see docs/behaviour.md#unknown-urls). */
  useUrlDispatcher: boolean;
  /** true: /{parentSku}/{slug}, /{slug}; false: /p/{parentSku}/{slug}, /c/{slug} (see docs/behaviour.md#catalogue-urls). */
  useShortCatalogUrls: boolean;
  disableUrlRoutesPersistentCache: boolean;
  defaultTitle: string;
}
