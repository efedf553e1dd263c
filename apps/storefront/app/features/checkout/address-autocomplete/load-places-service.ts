import type { PlacePredictionService } from '@storefront/core';

/** The maps script's origin; the Content-Security-Policy names it only when a key is configured. */
export const PLACES_SCRIPT_ORIGIN = 'https://maps.googleapis.com';

interface PlacesGlobal {
  google?: { maps?: { places?: { AutocompleteService?: new () => PlacePredictionService } } };
  [callback: string]: unknown;
}

let loading: Promise<PlacePredictionService> | undefined;

/**
 * Loads the maps JavaScript API with its places library (once per tab) and answers its AutocompleteService. A script
 * that does not load (blocked, offline, a bad key) rejects, and the completion falls back to the shipped data.
 */
export function loadPlacesService(apiKey: string, language: string): Promise<PlacePredictionService> {
  loading ??= new Promise<PlacePredictionService>((resolve, reject) => {
    const scope = window as unknown as PlacesGlobal;
    const callback = `sfPlacesReady${Math.random().toString(36).slice(2)}`;
    const script = document.createElement('script');
    const fail = (message: string) => {
      delete scope[callback];
      script.remove();
      loading = undefined;
      reject(new Error(message));
    };
    scope[callback] = () => {
      delete scope[callback];
      const Service = scope.google?.maps?.places?.AutocompleteService;
      if (Service) resolve(new Service());
      else fail('The maps script has no places library');
    };
    const query = new URLSearchParams({ key: apiKey, libraries: 'places', loading: 'async', callback, language });
    script.src = `${PLACES_SCRIPT_ORIGIN}/maps/api/js?${query.toString()}`;
    script.async = true;
    script.onerror = () => fail('The maps script could not be loaded');
    document.head.append(script);
  });
  return loading;
}
