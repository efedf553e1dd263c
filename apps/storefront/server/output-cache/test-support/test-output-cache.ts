import { defaultStorefrontConfig } from '@storefront/core';
import { outputCache, type OutputCacheOptions } from '../output-cache-middleware.js';

/**
 * The output-cache middleware as a test shop runs it: the default storefront config, build `test`, origin
 * http://shop.test and no page kept out of the cache, unless `options` say otherwise.
 */
export function testOutputCache(options: Pick<OutputCacheOptions, 'store' | 'settings'> & Partial<OutputCacheOptions>) {
  return outputCache({
    config: defaultStorefrontConfig(),
    buildVersion: 'test',
    originOf: () => 'http://shop.test',
    neverCached: () => false,
    ...options,
  });
}
