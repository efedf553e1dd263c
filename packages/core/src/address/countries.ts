import countries from './countries.json' with { type: 'json' };

/** A country of the address forms: ISO 3166-1 alpha-2 code (Magento's `country_id`) and English name. */
export interface Country {
  readonly code: string;
  readonly name: string;
}

/** VSF 1's `i18n/resource/countries.json`, in its order. */
export const COUNTRIES: readonly Country[] = Object.freeze(countries);

export function countryName(countryCode: string): string | undefined {
  return COUNTRIES.find((country) => country.code === countryCode)?.name;
}

export { findRegion, REGIONS, regionsOf, type Region } from './regions.js';
