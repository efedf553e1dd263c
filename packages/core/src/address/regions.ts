import states from './states.json' with { type: 'json' };

/** A state or province of a country that has a list of them (Magento's region). */
export interface Region {
  readonly code: string;
  readonly name: string;
}

/**
 * VSF 1's `i18n/resource/states.json`: the regions of the countries that have a list, by country code. Apart from the
 * country names, so the address rules (and the checkout's first load) do not carry the names of 246 countries.
 */
export const REGIONS: Readonly<Record<string, readonly Region[]>> = Object.freeze(states);

/** The country's regions, or an empty list when the data has none (the form then takes free text). */
export function regionsOf(countryCode: string): readonly Region[] {
  return Object.hasOwn(REGIONS, countryCode) ? REGIONS[countryCode]! : [];
}
