import type { SearchBackendConfig } from './search-backend-types.js';

export function defaultSearchBackendConfig(): SearchBackendConfig {
  return {
    host: '/api/catalog',
    index: 'vue_storefront_catalog',
    queryMethod: 'GET',
    minScore: 0.02,
    csrTimeoutMs: 5000,
    ssrTimeoutMs: 1000,
    disablePersistentQueriesCache: true,
    searchScoring: {
      fuzziness: 2,
      cutoffFrequency: 0.01,
      maxExpansions: 3,
      minimumShouldMatch: '75%',
      prefixLength: 2,
      boostMode: 'multiply',
      scoreMode: 'multiply',
      maxBoost: 100,
      functionMinScore: 1,
    },
    searchableAttributes: { name: { boost: 4 }, sku: { boost: 2 }, 'category.name': { boost: 1 } },
  };
}
