import { endpointUrl } from '../../lib/endpoint-url';
import type { PageContext } from '../../lib/page-context.server';
import type { AccountSettings } from './account-settings';

export function accountSettings(page: PageContext): AccountSettings {
  const { api, users, storeViews } = page.config;
  const user = api.endpoints.user;
  const endpoints = Object.fromEntries(
    Object.entries({ ...user, logout: `${user.base}/logout` }).map(([name, path]) => [
      name,
      endpointUrl(api.url, path),
    ]),
  ) as AccountSettings['endpoints'];
  return {
    endpoints,
    autoRefreshTokens: users.autoRefreshTokens,
    tokenRefreshMaxAttempts: users.tokenRefreshMaxAttempts,
    tokenRefreshRetryMs: users.tokenRefreshRetryMs,
    tokenInHeader: users.tokenInHeader,
    loginAfterCreatePassword: users.loginAfterCreatePassword,
    multistore: storeViews.multistore,
    storeCode: page.storeCode,
  };
}
