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

/** Letters without their accents, in lower case, spaces trimmed: "  Québec " and "quebec" are one name. */
function folded(text: string): string {
  return text.trim().normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The listed region a shopper means: the suggestions and the country's list show names ("Illinois"), a shopper or an
 * address book may give the code ("IL"); either, in any case and with or without accents, is the region, which the
 * shop then stores by its code. None when the country has no list or the text names none of its regions.
 */
export function findRegion(countryCode: string, typed: string): Region | undefined {
  const wanted = folded(typed);
  if (wanted === '') return undefined;
  return regionsOf(countryCode).find((region) => folded(region.code) === wanted || folded(region.name) === wanted);
}
