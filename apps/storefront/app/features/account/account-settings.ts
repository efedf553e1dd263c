import type { ApiEndpoints } from '@storefront/core';

/** What the browser needs of the configuration to run a session (root loader data; no secrets). */
export interface AccountSettings {
  /** `api.endpoints.user`, each prefixed with `api.url` when relative. */
  endpoints: ApiEndpoints['user'] & { logout: string };
  autoRefreshTokens: boolean;
  tokenRefreshMaxAttempts: number;
  tokenRefreshRetryMs: number;
  tokenInHeader: boolean;
  loginAfterCreatePassword: boolean;
  multistore: boolean;
  storeCode: string;
}
