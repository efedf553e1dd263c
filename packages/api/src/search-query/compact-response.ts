import type { FieldRenames } from './compact-fields.js';
import { compactProduct } from './compact-fields.js';

export interface CompactResponseOptions {
  entityType: string;
  fieldsToCompact: FieldRenames;
  /** VSF `products.fieldsToCompress`; not in `ApiConfig`, so nothing is dropped by default. */
  fieldsToCompress?: readonly string[];
}

interface SearchHit {
  _source?: Record<string, unknown>;
  _score?: unknown;
}

/** The parts of an ES search response the compact form reads; every other top-level key is carried over. */
export interface SearchResponseLike {
  hits?: { total?: unknown; hits?: readonly SearchHit[] } | null;
}

const ES_BOOKKEEPING = new Set(['took', 'timed_out', '_shards', 'hits']);

/**
 * `response_format=compact` (see docs/api.md#catalogue-search): `hits` becomes the list of sources with `_score` merged in, `total` moves
 * to the top, and the ES bookkeeping (`took`, `timed_out`, `_shards`, `max_score`) goes. Products also get their
 * fields renamed to the short names.
 */
export function toCompactResponse(
  response: SearchResponseLike,
  options: CompactResponseOptions,
): Record<string, unknown> {
  const rest = Object.fromEntries(Object.entries(response).filter(([key]) => !ES_BOOKKEEPING.has(key)));
  const { hits } = response;
  if (hits === undefined || hits === null) return rest;
  const isProduct = options.entityType === 'product';
  const sources = (hits.hits ?? []).map((hit) => {
    const source = hit._source ?? {};
    const compacted = isProduct
      ? compactProduct(source, options.fieldsToCompact, options.fieldsToCompress)
      : { ...source };
    return { ...compacted, _score: hit._score };
  });
  return { ...rest, hits: sources, total: hits.total };
}
