import { fetchProviderScriptSrc } from './provider-config';
import type { ProviderSdk } from '../../../ui/ProviderButtonsHost';
import { loadProviderScript } from './provider-script';

// The config is public and changes with the API's deployment, never per shopper: no cookies, no cache.
const fetchJson = (url: string) =>
  fetch(url, { headers: { accept: 'application/json' }, credentials: 'omit', cache: 'no-store' }).then(
    (response) => response.json() as Promise<unknown>,
  );

/**
 * The provider's SDK (PayPal's, or the fake provider's script) as the API names it at `configUrl`: for payments
 * other than the checkout's (a booking's extension), which load it by a dynamic import of this module.
 */
export async function loadProviderSdk(configUrl: string): Promise<ProviderSdk> {
  return loadProviderScript(await fetchProviderScriptSrc(configUrl, window.location.href, fetchJson));
}
