import { createContext, useContext, type ReactNode } from 'react';

export interface AutocompleteSettings {
  /** `checkout.placesAutocomplete.apiKey`: '' completes from the shipped data only. */
  placesApiKey: string;
}

const AutocompleteSettingsContext = createContext<AutocompleteSettings>({ placesApiKey: '' });

/** Gives the address fields below it the shop's places key (the page's loader reads it from the config). */
export function AutocompleteSettingsProvider({
  placesApiKey,
  children,
}: AutocompleteSettings & { children: ReactNode }) {
  return <AutocompleteSettingsContext value={{ placesApiKey }}>{children}</AutocompleteSettingsContext>;
}

export function useAutocompleteSettings(): AutocompleteSettings {
  return useContext(AutocompleteSettingsContext);
}
