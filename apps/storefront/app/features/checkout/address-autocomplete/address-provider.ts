import {
  createLocalAddressProvider,
  createPlacesAddressProvider,
  type AddressAutocompleteProvider,
} from '@storefront/core';
import { loadPlacesService } from './load-places-service';

let local: AddressAutocompleteProvider | undefined;
const withPlaces = new Map<string, AddressAutocompleteProvider>();

/**
 * The completion the address fields use: the maps places service when the shop configured its key
 * (`checkout.placesAutocomplete.apiKey`), falling back to the shipped data; the shipped data alone otherwise.
 */
export function addressProvider(placesApiKey: string, language: string): AddressAutocompleteProvider {
  local ??= createLocalAddressProvider();
  if (placesApiKey === '') return local;
  const key = `${placesApiKey} ${language}`;
  let provider = withPlaces.get(key);
  if (!provider) {
    provider = createPlacesAddressProvider(() => loadPlacesService(placesApiKey, language), local);
    withPlaces.set(key, provider);
  }
  return provider;
}
