import { defaultApiConfig } from '../../config.js';
import type { SearchQueryOptions } from '../search-query-options.js';
import { searchQueryOptionsFromConfig } from '../search-query-options.js';

/** The translation options taken from the API's default config, as the catalogue route passes them. */
export function defaultSearchQueryOptions(): SearchQueryOptions {
  return searchQueryOptionsFromConfig(defaultApiConfig('/nonexistent'));
}
