/**
 * The API's answer to `GET /api/ext/paypal/config`: which provider takes the payment, its public client id and the
 * currency the API quotes in. The button loads its script from it, so the script's currency is always the provider
 * order's and the script always belongs to the provider the API captures with.
 */
export interface ProviderConfig {
  provider: 'fake' | 'paypal';
  clientId: string | null;
  currency: string;
  scriptUrl: string;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The envelope's result when it is a usable provider config; undefined for anything else (the button then fails). */
export function readProviderConfig(envelope: unknown): ProviderConfig | undefined {
  const result = isObject(envelope) && envelope.code === 200 ? envelope.result : undefined;
  if (!isObject(result)) return undefined;
  const { provider, clientId, currency, scriptUrl } = result;
  if (provider !== 'fake' && provider !== 'paypal') return undefined;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return undefined;
  if (typeof scriptUrl !== 'string' || scriptUrl === '') return undefined;
  if (provider === 'paypal' && (typeof clientId !== 'string' || clientId === '')) return undefined;
  return { provider, clientId: typeof clientId === 'string' ? clientId : null, currency, scriptUrl };
}

/**
 * The script to load: PayPal's SDK with the client id, the currency and the capture intent it needs, or the fake's
 * script; a path is the API's, resolved against the config endpoint (the API may run on another origin).
 */
export function providerScriptSrc(config: ProviderConfig, configUrl: string, pageUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(config.scriptUrl, new URL(configUrl, pageUrl));
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (config.clientId) url.searchParams.set('client-id', config.clientId);
  url.searchParams.set('currency', config.currency);
  if (config.provider === 'paypal') url.searchParams.set('intent', 'capture');
  return url.href;
}

/** Asks the API which script to load; rejects when no usable answer came. */
export async function fetchProviderScriptSrc(
  configUrl: string,
  pageUrl: string,
  fetchJson: (url: string) => Promise<unknown>,
): Promise<string> {
  const config = readProviderConfig(await fetchJson(configUrl));
  const src = config && providerScriptSrc(config, configUrl, pageUrl);
  if (!src) throw new Error(`No usable payment provider config at ${configUrl}`);
  return src;
}
