import type { ConfigIssue } from './config-error.js';
import { readEnvironment, type EnvironmentVariable } from './environment.js';
import { isPlainObject } from './merge-config.js';

export interface StorefrontEnvVariable {
  name: EnvironmentVariable;
  /** Dotted config path the variable sets. */
  path: string;
  kind: 'boolean' | 'string';
}

/**
 * The environment variables `loadStorefrontConfig` reads, read as `environmentSchema` says (empty values are ignored,
 * booleans are true/1/yes/on or false/0/no/off). STOREFRONT_DEFAULT_LOCALE is also added to i18n.availableLocale.
 */
export const STOREFRONT_ENV_VARIABLES: readonly StorefrontEnvVariable[] = [
  { name: 'STOREFRONT_MULTISTORE', path: 'storeViews.multistore', kind: 'boolean' },
  { name: 'STOREFRONT_DEFAULT_STORE_CODE', path: 'defaultStoreCode', kind: 'string' },
  { name: 'STOREFRONT_SHORT_URLS', path: 'seo.useShortCatalogUrls', kind: 'boolean' },
  { name: 'STOREFRONT_URL_DISPATCHER', path: 'seo.useUrlDispatcher', kind: 'boolean' },
  { name: 'STOREFRONT_DEFAULT_LOCALE', path: 'i18n.defaultLocale', kind: 'string' },
  { name: 'STOREFRONT_API_URL', path: 'api.url', kind: 'string' },
  { name: 'STOREFRONT_API_TYPE', path: 'api.type', kind: 'string' },
  { name: 'STOREFRONT_SEARCH_HOST', path: 'elasticsearch.host', kind: 'string' },
  { name: 'STOREFRONT_SEARCH_INDEX', path: 'elasticsearch.index', kind: 'string' },
  { name: 'STOREFRONT_IMAGES_BASE_URL', path: 'images.baseUrl', kind: 'string' },
  { name: 'STOREFRONT_PAYPAL_CLIENT_ID', path: 'checkout.paymentProvider.clientId', kind: 'string' },
  { name: 'STOREFRONT_PLACES_API_KEY', path: 'checkout.placesAutocomplete.apiKey', kind: 'string' },
  { name: 'STOREFRONT_CONTACT_EMAIL', path: 'mailer.contactAddress', kind: 'string' },
  { name: 'STOREFRONT_PUBLIC_URL', path: 'server.publicUrl', kind: 'string' },
  { name: 'STOREFRONT_API_URL_FOR_SERVER', path: 'server.apiUrlForServer', kind: 'string' },
  { name: 'STOREFRONT_SHARED_API', path: 'server.sharedApi', kind: 'boolean' },
  { name: 'STOREFRONT_OUTPUT_CACHE', path: 'server.outputCache.enabled', kind: 'boolean' },
  { name: 'STOREFRONT_INVALIDATE_CACHE_KEY', path: 'server.secrets.invalidateCacheKey', kind: 'string' },
];

/** Writes only into existing objects: a section the file broke is left for the schema to report. */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop() as string;
  let node: unknown = target;
  for (const key of keys) node = isPlainObject(node) ? node[key] : undefined;
  if (isPlainObject(node)) node[last] = value;
}

/** Applies the variables to a merged, not yet validated config in place; returns one issue per unreadable value. */
export function applyEnvOverrides(
  config: Record<string, unknown>,
  env: Readonly<Record<string, string | undefined>>,
): ConfigIssue[] {
  const reading = readEnvironment(
    env,
    STOREFRONT_ENV_VARIABLES.map((variable) => variable.name),
  );
  if (!reading.ok) return reading.issues;
  for (const variable of STOREFRONT_ENV_VARIABLES) {
    const value = reading.values[variable.name];
    if (value === undefined) continue;
    setPath(config, variable.path, value);
    if (variable.name === 'STOREFRONT_DEFAULT_LOCALE') {
      const i18n = config.i18n;
      if (isPlainObject(i18n) && Array.isArray(i18n.availableLocale) && !i18n.availableLocale.includes(value)) {
        i18n.availableLocale = [...(i18n.availableLocale as unknown[]), value];
      }
    }
  }
  return [];
}
