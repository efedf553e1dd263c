import type { CatalogSource } from '@storefront/core';
import type { CatalogRepository } from '../db/catalog-repository.js';
import { badRequest } from '../http/api-error.js';
import {
  aggregationFields,
  answeredBuckets,
  DEFAULT_AGGREGATION_LIMITS,
  parseAggregations,
  keptAggregation,
  matchesKey,
  tooManyBuckets,
  type AggregationLimits,
} from './aggregations.js';
import { mergeNeeds } from './entity-index.js';
import { resolveField } from './field-mapping.js';
import { IndexRegistry } from './index-registry.js';
import { evaluate, fieldsOf, type EvaluationContext } from './query/evaluate.js';
import { scoreOf } from './query/match-result.js';
import { createQueryParser, DEFAULT_QUERY_LIMITS, type QueryLimits } from './query/parse-query.js';
import { firstInOrder, sortedDocs, walkPays } from './sort-order.js';
import { fieldSortKey, parseBodySort, sortFields, topRanked, type Key, type SortSpec } from './sort.js';

export interface CatalogSearchRequest {
  index: string;
  entity: string;
  /** Elasticsearch DSL body (a SearchQuery has already been translated). */
  body: Record<string, unknown>;
  /** URL parameters win over the body, as in Elasticsearch. */
  size?: number | undefined;
  from?: number | undefined;
  sort?: SortSpec[] | undefined;
  /** The customer group of a verified group token (price tiers); absent for guests and forged tokens. */
  groupId?: number | undefined;
}

export interface SearchHit {
  _index: string;
  _type: string;
  _id: string;
  _score: number | null;
  _source: CatalogSource;
  sort?: Array<number | string | null>;
}

export interface SearchResponse {
  took: number;
  timed_out: false;
  _shards: { total: 1; successful: 1; skipped: 0; failed: 0 };
  hits: { total: number; max_score: number | null; hits: SearchHit[] };
  aggregations?: Record<string, unknown>;
}

/** Who is asking, as far as pricing cares. */
export interface HitContext {
  groupId?: number | undefined;
}

/** Turns stored sources into what the response carries (taxes on products, for example). */
export type HitProcessor = (
  index: string,
  entity: string,
  sources: CatalogSource[],
  context?: HitContext,
) => Promise<CatalogSource[]>;

export interface CatalogSearchOptions {
  defaultSize: number;
  /** See IndexRegistryOptions. */
  savedIndexDir?: string | undefined;
  waitForRebuildBelow?: number;
  maxResultWindow: number;
  now?: () => number;
  limits?: QueryLimits &
    AggregationLimits & {
      /** Distinct field paths one request may read. */
      fieldsPerRequest: number;
      /** Columns kept per index beyond the permanent ones. */
      extraColumns: number;
    };
}

const DEFAULT_LIMITS = {
  ...DEFAULT_QUERY_LIMITS,
  ...DEFAULT_AGGREGATION_LIMITS,
  fieldsPerRequest: 128,
  extraColumns: 64,
};

const BODY_KEYS = new Set([
  'query',
  'aggs',
  'aggregations',
  'sort',
  'from',
  'size',
  '_source',
  'min_score',
  'post_filter',
  'track_total_hits',
  'track_scores',
  'timeout',
  'explain',
  'version',
]);

function integer(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n))
    throw badRequest(`"${name}" must be a whole number, got ${JSON.stringify(value)}`);
  if (n < 0) throw badRequest(`"${name}" must not be negative, got ${n}`);
  return n;
}

/** Elasticsearch's search semantics over the stored catalogue (see docs/adr/0002-search-engine.md). */
export class CatalogSearch {
  readonly registry: IndexRegistry;
  private readonly processors = new Map<string, HitProcessor>();

  constructor(
    private readonly repository: CatalogRepository,
    private readonly options: CatalogSearchOptions,
  ) {
    this.registry = new IndexRegistry(repository, {
      extraColumns: (options.limits ?? DEFAULT_LIMITS).extraColumns,
      savedIndexDir: options.savedIndexDir,
      ...(options.waitForRebuildBelow !== undefined && { waitForRebuildBelow: options.waitForRebuildBelow }),
    });
  }

  /** Registers the result processor of an entity type (docs/api.md#catalogue-search: products get taxes). */
  useProcessor(entity: string, processor: HitProcessor): void {
    this.processors.set(entity, processor);
  }

  async search(request: CatalogSearchRequest): Promise<SearchResponse> {
    const started = performance.now();
    const { body, entity, index } = request;
    for (const key of Object.keys(body))
      if (!BODY_KEYS.has(key))
        throw badRequest(`Search body key [${key}] is not supported (supported: ${[...BODY_KEYS].join(', ')})`);

    const limits = this.options.limits ?? DEFAULT_LIMITS;
    const now = (this.options.now ?? Date.now)();
    const parse = createQueryParser({ limits, now });
    const query = parse(body.query ?? { match_all: {} });
    const postFilter = body.post_filter === undefined ? undefined : parse(body.post_filter, 'post_filter');
    const aggregations = parseAggregations(body.aggs ?? body.aggregations, limits);
    const sort = request.sort ?? parseBodySort(body.sort);
    const size = request.size ?? integer(body.size, 'size') ?? this.options.defaultSize;
    const from = request.from ?? integer(body.from, 'from') ?? 0;
    if (from + size > this.options.maxResultWindow)
      throw badRequest(
        `Result window is too large, from + size must be less than or equal to: [${this.options.maxResultWindow}] but was [${from + size}]`,
      );
    const minScore = body.min_score === undefined ? undefined : Number(body.min_score);
    if (minScore !== undefined && !Number.isFinite(minScore)) throw badRequest('"min_score" must be a number');

    const fields = fieldsOf(query, entity);
    if (postFilter) fieldsOf(postFilter, entity, fields);
    for (const path of [...sortFields(sort, entity), ...aggregationFields(aggregations, entity)])
      mergeNeeds(fields, path, false);
    // Each aggregation and sort key is a pass over the matches: bounded like the fields they read.
    for (const [what, count] of [
      ['aggregations', aggregations.size],
      ['sort keys', sort.length],
    ] as const)
      if (count > limits.fieldsPerRequest)
        throw badRequest(
          `The request asks for ${count} ${what}; at most ${limits.fieldsPerRequest} are allowed (limits.fieldsPerRequest)`,
        );
    if (fields.size > limits.fieldsPerRequest)
      throw badRequest(
        `The request reads ${fields.size} fields; at most ${limits.fieldsPerRequest} are allowed (limits.fieldsPerRequest)`,
      );
    const view = await this.registry.get(index, entity, fields);
    const idx = view.index;
    const ctx: EvaluationContext = {
      entity,
      size: view.size,
      column: (path) => view.column(path),
      ordinalsOfIds: (ids) => idx.ordinalsOfIds(ids),
      now,
    };

    const result = evaluate(query, ctx);
    if (minScore !== undefined) result.set.forEach((doc) => scoreOf(result, doc) < minScore && result.set.remove(doc));

    // Built as entries: an aggregation named `__proto__` must stay a key, not set the answer's prototype.
    const aggs: Array<[string, unknown]> = [];
    let buckets = 0;
    const matches = aggregations.size > 0 ? matchesKey(body.query, minScore) : undefined;
    for (const [name, spec] of aggregations) {
      const { path, exact } = resolveField(entity, spec.field);
      const answer = keptAggregation(spec, view.column(path), result.set, exact, matches);
      buckets += answeredBuckets(spec, answer);
      if (buckets > limits.aggregationBuckets) tooManyBuckets(buckets, limits);
      aggs.push([name, answer]);
    }

    const matched = postFilter ? result.set.clone().and(evaluate(postFilter, ctx).set) : result.set;
    const total = matched.count();
    const byScore = sort.length === 0 || sort.some((s) => s.field === '_score');
    const specs: SortSpec[] = sort.length
      ? sort
      : [{ field: '_score', order: 'desc', mode: undefined, missing: '_last' }];
    const columns = specs.map((s) =>
      s.field === '_score' || s.field === '_doc' ? undefined : view.column(resolveField(entity, s.field).path),
    );
    const keyOfSpec = specs.map((s, i): ((doc: number) => Key) => {
      if (s.field === '_score') return (doc) => scoreOf(result, doc);
      if (s.field === '_doc') return (doc) => doc;
      const column = columns[i]!;
      return (doc) => fieldSortKey(column, doc, s.order, s.mode);
    });
    // One sort field over many matches (a category page): its documents in order, the first matches taken.
    const wanted = from + size;
    const order =
      specs.length === 1 && columns[0] && walkPays(wanted, total, view.size)
        ? sortedDocs(columns[0], specs[0]!)
        : undefined;
    const ranked = (
      order
        ? firstInOrder(order, matched, wanted, keyOfSpec[0]!)
        : topRanked((visit) => matched.forEach(visit), wanted, specs, keyOfSpec)
    ).slice(from);

    const trackScores = byScore || body.track_scores === true;
    let maxScore: number | null = null;
    if (trackScores) {
      maxScore = typeof result.scores === 'number' && total > 0 ? result.scores : total > 0 ? 0 : null;
      if (typeof result.scores !== 'number')
        matched.forEach((doc) => (maxScore = Math.max(maxScore ?? 0, scoreOf(result, doc))));
    }

    const sources = await this.repository.getSources(ranked.map((r) => idx.seqs[r.doc]!));
    const parsed = ranked.map((r) => JSON.parse(sources.get(idx.seqs[r.doc]!) ?? 'null') as CatalogSource | null);
    const processor = this.processors.get(entity);
    const present = parsed.filter((s): s is CatalogSource => s !== null);
    const processed = processor ? await processor(index, entity, present, { groupId: request.groupId }) : present;
    let next = 0;
    const hits: SearchHit[] = [];
    ranked.forEach((r, i) => {
      if (parsed[i] === null) return; // deleted after the index was read; the next search rebuilds
      const hit: SearchHit = {
        _index: index,
        _type: entity,
        _id: idx.ids[r.doc]!,
        _score: trackScores ? scoreOf(result, r.doc) : null,
        _source: processed[next++]!,
      };
      if (!byScore) hit.sort = r.keys as Array<number | string | null>;
      hits.push(hit);
    });

    const response: SearchResponse = {
      took: Math.round(performance.now() - started),
      timed_out: false,
      _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
      hits: { total, max_score: maxScore, hits },
    };
    if (aggregations.size > 0) response.aggregations = Object.fromEntries(aggs);
    return response;
  }
}
