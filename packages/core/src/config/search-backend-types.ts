export interface SearchableAttribute {
  boost: number;
}

export interface SearchScoringConfig {
  fuzziness: number;
  cutoffFrequency: number;
  maxExpansions: number;
  minimumShouldMatch: string;
  prefixLength: number;
  boostMode: 'multiply' | 'replace' | 'sum' | 'avg' | 'max' | 'min';
  scoreMode: 'multiply' | 'sum' | 'avg' | 'first' | 'max' | 'min';
  maxBoost: number;
  functionMinScore: number;
}

/** VSF's `elasticsearch` section: the catalogue search backend, overridable per store view. */
export interface SearchBackendConfig {
  /** Relative to `api.url`; the embedded API serves '/api/catalog/{index}/{entityType}/_search'. */
  host: string;
  index: string;
  /** GET lets the service worker cache search answers, which the offline catalogue depends on. */
  queryMethod: 'GET' | 'POST';
  minScore: number;
  csrTimeoutMs: number;
  ssrTimeoutMs: number;
  disablePersistentQueriesCache: boolean;
  searchScoring: SearchScoringConfig;
  searchableAttributes: Record<string, SearchableAttribute>;
}
