import countries from './countries.json' with { type: 'json' };
import states from './states.json' with { type: 'json' };

/** A country of the address forms: ISO 3166-1 alpha-2 code (Magento's `country_id`) and English name. */
export interface Country {
  readonly code: string;
  readonly name: string;
}

/** A state or province of a country that has a list of them (Magento's region). */
export interface Region {
  readonly code: string;
  readonly name: string;
}

/** VSF 1's `i18n/resource/countries.json`, in its order. */
export const COUNTRIES: readonly Country[] = Object.freeze(countries);

/** VSF 1's `i18n/resource/states.json`: the regions of the countries that have a list, by country code. */
export const REGIONS: Readonly<Record<string, readonly Region[]>> = Object.freeze(states);

/** The country's regions, or an empty list when the data has none (the form then takes free text). */
export function regionsOf(countryCode: string): readonly Region[] {
  return Object.hasOwn(REGIONS, countryCode) ? REGIONS[countryCode]! : [];
}

export function countryName(countryCode: string): string | undefined {
  return COUNTRIES.find((country) => country.code === countryCode)?.name;
}
