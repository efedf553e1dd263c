import { describe, expect, it } from 'vitest';
import { defaultStorefrontConfig } from './default-storefront-config.js';
import { loadStorefrontConfig } from './load-storefront-config.js';
import { toPublicConfig } from './to-public-config.js';

describe('toPublicConfig', () => {
  const full = loadStorefrontConfig({
    file: { server: { secrets: { invalidateCacheKey: 'file-secret-123' }, apiUrlForServer: 'http://internal:3000' } },
    env: { STOREFRONT_INVALIDATE_CACHE_KEY: 'env-secret-456' },
  });

  it('drops the server section and every secret in it', () => {
    expect(full.server.secrets.invalidateCacheKey).toBe('env-secret-456');
    const publicConfig = toPublicConfig(full);
    const serialised = JSON.stringify(publicConfig);
    expect(publicConfig).not.toHaveProperty('server');
    expect(serialised).not.toContain('env-secret-456');
    expect(serialised).not.toContain('file-secret-123');
    expect(serialised).not.toContain('http://internal:3000');
    expect(serialised).not.toContain('invalidateCacheKey');
  });

  it('keeps every public section unchanged', () => {
    const { server: _server, ...expected } = full;
    expect(toPublicConfig(full)).toEqual(expected);
    expect(toPublicConfig(defaultStorefrontConfig())).toEqual(defaultStorefrontConfig());
  });

  it('drops keys that are not part of the public type', () => {
    const withExtra = { ...defaultStorefrontConfig(), redis: { password: 'hunter2' } };
    expect(JSON.stringify(toPublicConfig(withExtra))).not.toContain('hunter2');
  });

  it('returns a copy that shares nothing with the full config', () => {
    const publicConfig = toPublicConfig(full);
    publicConfig.i18n.availableLocale.push('de-DE');
    expect(full.i18n.availableLocale).toEqual(['en-US']);
  });
});
