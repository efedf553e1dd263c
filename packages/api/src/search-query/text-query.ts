import type { Clause } from './bool-clauses.js';
import type { SearchQueryOptions } from './search-query-options.js';
import { DEFAULT_SCORING_ATTRIBUTES } from './search-query-options.js';

function multiMatch(text: string, options: SearchQueryOptions): Clause {
  const extra = options.multiMatch ?? {};
  const fields = Object.entries(options.searchableAttributes).map(([attribute, { boost }]) => `${attribute}^${boost}`);
  return {
    multi_match: {
      fields,
      query: text,
      operator: extra.operator ?? 'or',
      fuzziness: options.fuzziness,
      cutoff_frequency: extra.cutoffFrequency ?? 0.01,
      max_expansions: options.maxExpansions,
      prefix_length: options.prefixLength,
      minimum_should_match: options.minimumShouldMatch,
      tie_breaker: extra.tieBreaker ?? '1',
      ...(extra.analyzer !== undefined ? { analyzer: extra.analyzer } : {}),
    },
  };
}

/** SKUs are matched exactly too: shoppers paste `WS12-M-Blue`, which fuzzy text matching would mangle. */
function skuMatch(text: string): Clause {
  return {
    bool: {
      should: [
        { terms: { 'configurable_children.sku': text.split('-') } },
        { match_phrase: { sku: { query: text, boost: 1 } } },
        { match_phrase: { 'configurable_children.sku': { query: text, boost: 1 } } },
      ],
    },
  };
}

/** The `should` pair that finds products for a search text. */
export function textShouldClauses(text: string, options: SearchQueryOptions): Clause[] {
  return [multiMatch(text, options), skuMatch(text)];
}

/**
 * The `function_score` that wraps the text match, or undefined when no scoring attributes are configured (VSF then
 * uses a plain bool). Hits must reach `min_score` after the attribute weights multiply the text score.
 */
export function functionScoreQuery(text: string, options: SearchQueryOptions): Clause | undefined {
  const scoring = options.searchScoring ?? {};
  const attributes = scoring.attributes ?? DEFAULT_SCORING_ATTRIBUTES;
  const functions = Object.entries(attributes).flatMap(([attribute, { scoreValues }]) =>
    Object.entries(scoreValues).map(([value, { weight }]) => ({ filter: { match: { [attribute]: value } }, weight })),
  );
  if (functions.length === 0) return undefined;
  return {
    function_score: {
      functions,
      score_mode: scoring.scoreMode ?? 'multiply',
      boost_mode: scoring.boostMode ?? 'multiply',
      max_boost: scoring.maxBoost ?? 100,
      min_score: options.functionMinScore,
      query: { bool: { should: textShouldClauses(text, options) } },
    },
  };
}
