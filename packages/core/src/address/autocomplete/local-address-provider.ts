import { COUNTRIES, REGIONS, type Region } from '../countries.js';
import { EXTRA_REGIONS } from '../data/extra-regions.js';
import type {
  AddressAutocompleteProvider,
  AddressSuggestion,
  AddressSuggestionContext,
  AddressSuggestionKind,
} from './address-suggestion.js';
import { foldForSearch, rankSuggestions } from './rank-suggestions.js';

/** The shipped city list: per ISO country code, `|`-separated `Name[=Other name][~REGION]` entries. */
export type CityTable = Readonly<Record<string, string>>;

interface City {
  name: string;
  alias?: string;
  region?: string;
}

function parseCities(packed: string): City[] {
  return packed.split('|').map((entry) => {
    const [names = '', region] = entry.split('~');
    const [name = '', alias] = names.split('=');
    return { name, ...(alias && { alias }), ...(region && { region }) };
  });
}

/** The country's regions: VSF's list where it has one, else the extra list shipped for completion. */
export function completionRegionsOf(countryCode: string): readonly Region[] {
  if (Object.hasOwn(REGIONS, countryCode)) return REGIONS[countryCode]!;
  return Object.hasOwn(EXTRA_REGIONS, countryCode) ? EXTRA_REGIONS[countryCode]! : [];
}

/** A region given as its code or its name, as the code of the country's list (undefined when not in it). */
function regionCode(countryCode: string, region: string | undefined): string | undefined {
  if (!region) return undefined;
  // Typed without its accents ("Quebec", "Sao Paulo") it is the same region.
  const wanted = foldForSearch(region);
  return completionRegionsOf(countryCode).find(
    (entry) => foldForSearch(entry.code) === wanted || foldForSearch(entry.name) === wanted,
  )?.code;
}

const loadShippedCities = async (): Promise<CityTable> => (await import('../data/world-cities.js')).WORLD_CITIES;

/**
 * Completion from the data shipped with the shop (no service, no key): countries by name or code, the country's
 * regions, and its largest cities (narrowed to the region when one is chosen and the data knows it). The city list is
 * loaded on the first city query only; a failed load answers no cities and is tried again on the next query.
 */
export function createLocalAddressProvider(
  loadCities: () => Promise<CityTable> = loadShippedCities,
): AddressAutocompleteProvider {
  let cities: Promise<CityTable> | undefined;
  const parsed = new Map<string, City[]>();

  async function citiesOf(countryCode: string): Promise<City[]> {
    cities ??= loadCities().catch((error: unknown) => {
      cities = undefined;
      throw error;
    });
    const table = await cities;
    if (!Object.hasOwn(table, countryCode)) return [];
    let list = parsed.get(countryCode);
    if (!list) {
      list = parseCities(table[countryCode]!);
      parsed.set(countryCode, list);
    }
    return list;
  }

  async function suggest(
    kind: AddressSuggestionKind,
    query: string,
    context: AddressSuggestionContext,
  ): Promise<AddressSuggestion[]> {
    if (kind === 'country')
      return rankSuggestions(
        COUNTRIES.map((country) => ({
          suggestion: { value: country.name, label: country.name, code: country.code },
          aliases: [country.code],
        })),
        query,
      );
    const country = context.country?.trim().toUpperCase();
    if (!country) return [];
    if (kind === 'region')
      return rankSuggestions(
        completionRegionsOf(country).map((region) => ({
          suggestion: { value: region.name, label: region.name, code: region.code },
          aliases: [region.code],
        })),
        query,
      );
    let list: City[];
    try {
      list = await citiesOf(country);
    } catch {
      return [];
    }
    const region = regionCode(country, context.region);
    const regions = completionRegionsOf(country);
    const regionName = (code: string) => regions.find((entry) => entry.code === code)?.name ?? code;
    return rankSuggestions(
      list
        .filter((city) => !region || !city.region || city.region === region)
        .map((city) => ({
          // Equal names in different regions (Portland, Oregon and Maine) are told apart by their region.
          suggestion: { value: city.name, label: city.region ? `${city.name}, ${regionName(city.region)}` : city.name },
          ...(city.alias && { aliases: [city.alias] }),
        })),
      query,
    );
  }

  return { suggest };
}
