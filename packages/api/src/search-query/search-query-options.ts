import type { ApiConfig } from '../config.js';

/** VSF `elasticsearch.searchScoring.attributes`: each attribute value that boosts a hit by `weight`. */
export type ScoringAttributes = Record<string, { scoreValues: Record<string, { weight: number }> }>;

export interface SearchScoring {
  attributes?: ScoringAttributes;
  scoreMode?: string;
  boostMode?: string;
  maxBoost?: number;
}

type Products = ApiConfig['products'];
type Search = ApiConfig['search'];

/** The config values the translation reads, flat, as `ApiConfig.products` and `ApiConfig.search` hold them. */
export interface SearchQueryOptions {
  filterFieldMapping: Products['filterFieldMapping'];
  priceFilterKey: Products['priceFilterKey'];
  priceFilterRanges: Products['priceFilterRanges'];
  filterAggregationSize: Products['filterAggregationSize'];
  searchableAttributes: Search['searchableAttributes'];
  fuzziness: Search['fuzziness'];
  prefixLength: Search['prefixLength'];
  maxExpansions: Search['maxExpansions'];
  minimumShouldMatch: Search['minimumShouldMatch'];
  functionMinScore: Search['functionMinScore'];
  /** Not in `ApiConfig`; defaults to VSF 1.12's `config/default.json` value (`DEFAULT_SCORING_ATTRIBUTES`). */
  searchScoring?: SearchScoring;
  /** VSF `products.aggregate`: also ask for `agg_max_price` / `agg_min_price`. Off by default, as in VSF. */
  aggregatePrice?: { maxPrice?: boolean; minPrice?: boolean };
  /** Extra `multi_match` settings VSF reads from `searchScoring`; defaults are the ones its API sends. */
  multiMatch?: { operator?: 'or' | 'and'; cutoffFrequency?: number; tieBreaker?: string; analyzer?: string };
}

export const DEFAULT_SCORING_ATTRIBUTES: ScoringAttributes = {
  attribute_code: { scoreValues: { attribute_value: { weight: 1 } } },
};

export function searchQueryOptionsFromConfig(config: Pick<ApiConfig, 'products' | 'search'>): SearchQueryOptions {
  const { products, search } = config;
  return {
    filterFieldMapping: products.filterFieldMapping,
    priceFilterKey: products.priceFilterKey,
    priceFilterRanges: products.priceFilterRanges,
    filterAggregationSize: products.filterAggregationSize,
    searchableAttributes: search.searchableAttributes,
    fuzziness: search.fuzziness,
    prefixLength: search.prefixLength,
    maxExpansions: search.maxExpansions,
    minimumShouldMatch: search.minimumShouldMatch,
    functionMinScore: search.functionMinScore,
  };
}

/** Looks a key up in a config map without falling through to `Object.prototype` (`constructor`, `toString`...). */
export function ownValue<T>(map: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(map, key) ? map[key] : undefined;
}

export function mapFilterField(options: SearchQueryOptions, attribute: string): string {
  return ownValue(options.filterFieldMapping, attribute) ?? attribute;
}
