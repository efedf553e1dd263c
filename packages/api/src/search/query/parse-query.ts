import { isRecord } from '@storefront/core';
import { ApiError } from '../../http/api-error.js';
import { analyze } from '../analyze.js';
import type { QueryNode, RangeBounds, ScoreFunction, TextOptions } from './query-node.js';
import { readRangeBound } from './range-bound.js';

type Json = Record<string, unknown>;

/** Bounds on one request's query (see `limits` in the API config). */
export interface QueryLimits {
  queryDepth: number;
  queryClauses: number;
  queryTokens: number;
  queryFields: number;
  queryTerms: number;
}

/** What Elasticsearch allows by default; the API passes its configured limits. */
export const DEFAULT_QUERY_LIMITS: QueryLimits = {
  queryDepth: 20,
  queryClauses: 1024,
  queryTokens: 64,
  queryFields: 16,
  queryTerms: 64,
};

/** Shared by every clause of one request, so the limits hold for the request as a whole. */
interface ParseState {
  limits: QueryLimits;
  depth: number;
  clauses: number;
  terms: number;
  now: number;
}

function tooMany(message: string): never {
  throw new ApiError(400, message);
}

function fail(path: string, message: string): never {
  throw new ApiError(400, `Unsupported or malformed query at ${path}: ${message}`);
}

function onlyKeys(value: Json, allowed: readonly string[], path: string): void {
  for (const key of Object.keys(value)) if (!allowed.includes(key)) fail(path, `unknown parameter [${key}]`);
}

function number(value: unknown, path: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) fail(path, `expected a number, got ${JSON.stringify(value)}`);
  return n;
}

function text(value: unknown, path: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return fail(path, `expected a string, got ${JSON.stringify(value)}`);
}

/** Clauses written as `{field: value}` or `{field: {query|value: ..., options}}` — one field only. */
function singleField(body: unknown, path: string): [string, unknown] {
  if (!isRecord(body)) fail(path, 'expected an object');
  const entries = Object.entries(body).filter(([key]) => key !== 'boost' && key !== '_name');
  if (entries.length !== 1) fail(path, 'expected exactly one field');
  return entries[0]!;
}

function clauses(value: unknown, path: string, state: ParseState): QueryNode[] {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((item, i) => parseClause(item, `${path}[${i}]`, state));
}

/** Full-text cost grows with tokens times fields: each token of each field scans that field's vocabulary. */
function countTerms(query: string, fields: number, path: string, state: ParseState): void {
  const tokens = new Set(analyze(query)).size;
  if (tokens > state.limits.queryTokens)
    tooMany(
      `Query at ${path} has ${tokens} distinct words; at most ${state.limits.queryTokens} are allowed (limits.queryTokens)`,
    );
  state.terms += tokens * fields;
  if (state.terms > state.limits.queryTerms)
    tooMany(
      `Full-text queries of this request search more than ${state.limits.queryTerms} word-field pairs (limits.queryTerms); use fewer words or fields`,
    );
}

function textOptions(body: Json, path: string): TextOptions {
  const operator = String(body.operator ?? 'or').toLowerCase();
  if (operator !== 'or' && operator !== 'and') fail(path, `operator must be "or" or "and"`);
  const msm = body.minimum_should_match;
  if (msm !== undefined && typeof msm !== 'string' && typeof msm !== 'number')
    fail(path, 'minimum_should_match must be a number or a percentage');
  return {
    operator,
    fuzziness: body.fuzziness,
    prefixLength: number(body.prefix_length, `${path}.prefix_length`, 0),
    maxExpansions: number(body.max_expansions, `${path}.max_expansions`, 50),
    minimumShouldMatch: msm as string | number | undefined,
  };
}

const TEXT_PARAMS = [
  'query',
  'operator',
  'fuzziness',
  'prefix_length',
  'max_expansions',
  'minimum_should_match',
  'boost',
  'analyzer',
  'cutoff_frequency',
  'lenient',
  'fuzzy_transpositions',
  'zero_terms_query',
  'auto_generate_synonyms_phrase_query',
  '_name',
];

type Parser = (body: unknown, path: string, state: ParseState) => QueryNode;

const PARSERS: Record<string, Parser> = {
  match_all: (body, path) => {
    if (body !== undefined && !isRecord(body)) fail(path, 'expected an object');
    return { type: 'match_all', boost: number(isRecord(body) ? body.boost : undefined, path, 1) };
  },
  match_none: () => ({ type: 'match_none' }),
  bool: (body, path, state) => {
    if (!isRecord(body)) fail(path, 'expected an object');
    onlyKeys(body, ['must', 'filter', 'should', 'must_not', 'minimum_should_match', 'boost', '_name'], path);
    const msm = body.minimum_should_match;
    if (msm !== undefined && typeof msm !== 'string' && typeof msm !== 'number')
      fail(path, 'minimum_should_match must be a number or a percentage');
    return {
      type: 'bool',
      must: clauses(body.must, `${path}.must`, state),
      filter: clauses(body.filter, `${path}.filter`, state),
      should: clauses(body.should, `${path}.should`, state),
      mustNot: clauses(body.must_not, `${path}.must_not`, state),
      minimumShouldMatch: msm as string | number | undefined,
      boost: number(body.boost, `${path}.boost`, 1),
    };
  },
  terms: (body, path) => {
    const [field, values] = singleField(body, path);
    if (!Array.isArray(values))
      fail(`${path}.${field}`, 'terms expects an array of values (terms lookup is not supported)');
    return { type: 'terms', field, values, boost: number((body as Json).boost, path, 1) };
  },
  term: (body, path) => {
    const [field, spec] = singleField(body, path);
    const value = isRecord(spec) ? spec.value : spec;
    if (isRecord(spec)) onlyKeys(spec, ['value', 'boost', 'case_insensitive', '_name'], `${path}.${field}`);
    if (value === undefined || isRecord(value) || Array.isArray(value))
      fail(`${path}.${field}`, 'term expects one value');
    return { type: 'terms', field, values: [value], boost: number(isRecord(spec) ? spec.boost : undefined, path, 1) };
  },
  ids: (body, path) => {
    if (!isRecord(body) || !Array.isArray(body.values)) fail(path, 'ids expects {values: [...]}');
    return { type: 'ids', values: body.values.map(String), boost: 1 };
  },
  range: (body, path, state) => {
    const [field, spec] = singleField(body, path);
    if (!isRecord(spec)) fail(`${path}.${field}`, 'range expects an object of bounds');
    onlyKeys(
      spec,
      [
        'gt',
        'gte',
        'lt',
        'lte',
        'from',
        'to',
        'include_lower',
        'include_upper',
        'boost',
        'format',
        'time_zone',
        '_name',
      ],
      `${path}.${field}`,
    );
    const bounds: RangeBounds = {};
    if (spec.gt !== undefined) bounds.gt = spec.gt;
    if (spec.gte !== undefined) bounds.gte = spec.gte;
    if (spec.lt !== undefined) bounds.lt = spec.lt;
    if (spec.lte !== undefined) bounds.lte = spec.lte;
    // Legacy from/to are inclusive unless include_lower/include_upper say otherwise.
    if (spec.from !== undefined && spec.from !== null) bounds[spec.include_lower === false ? 'gt' : 'gte'] = spec.from;
    if (spec.to !== undefined && spec.to !== null) bounds[spec.include_upper === false ? 'lt' : 'lte'] = spec.to;
    for (const [key, value] of Object.entries(bounds)) {
      // An unreadable bound must not be dropped silently: that would widen the range to everything.
      if (value === null) delete bounds[key as keyof RangeBounds];
      else if (readRangeBound(value, state.now, key === 'gt' || key === 'lte') === undefined)
        fail(
          `${path}.${field}.${key}`,
          `cannot read the bound ${JSON.stringify(value)}; use a number, a date (yyyy-MM-dd HH:mm:ss) or date math such as now-7d`,
        );
    }
    return { type: 'range', field, bounds, boost: number(spec.boost, path, 1) };
  },
  exists: (body, path) => {
    if (!isRecord(body) || typeof body.field !== 'string') fail(path, 'exists expects {field: "name"}');
    return { type: 'exists', field: body.field, boost: 1 };
  },
  match: (body, path, state) => {
    const [field, spec] = singleField(body, path);
    const options = isRecord(spec) ? spec : { query: spec };
    onlyKeys(options, TEXT_PARAMS, `${path}.${field}`);
    const query = text(options.query, `${path}.${field}.query`);
    countTerms(query, 1, path, state);
    return {
      type: 'match',
      field,
      query,
      options: textOptions(options, `${path}.${field}`),
      boost: number(options.boost, path, 1),
    };
  },
  match_phrase: (body, path, state) => {
    const [field, spec] = singleField(body, path);
    const options = isRecord(spec) ? spec : { query: spec };
    onlyKeys(options, ['query', 'boost', 'slop', 'analyzer', 'zero_terms_query', '_name'], `${path}.${field}`);
    const query = text(options.query, path);
    countTerms(query, 1, path, state);
    return { type: 'match_phrase', field, query, boost: number(options.boost, path, 1) };
  },
  multi_match: (body, path, state) => {
    if (!isRecord(body)) fail(path, 'expected an object');
    onlyKeys(body, [...TEXT_PARAMS, 'fields', 'type', 'tie_breaker', 'slop'], path);
    if (!Array.isArray(body.fields) || body.fields.length === 0) fail(path, 'multi_match needs a list of fields');
    const fields = body.fields.map((spec, i) => {
      const [field, boost] = text(spec, `${path}.fields[${i}]`).split('^');
      return { field: field!, boost: boost === undefined ? 1 : number(boost, `${path}.fields[${i}]`, 1) };
    });
    const distinct = new Set(fields.map((f) => f.field)).size;
    if (distinct > state.limits.queryFields)
      tooMany(
        `multi_match at ${path} names ${distinct} fields; at most ${state.limits.queryFields} are allowed (limits.queryFields)`,
      );
    const query = text(body.query, `${path}.query`);
    countTerms(query, distinct, path, state);
    const mode = String(body.type ?? 'best_fields');
    if (mode !== 'best_fields' && mode !== 'most_fields' && mode !== 'phrase')
      fail(path, `multi_match type [${mode}] is not supported (best_fields, most_fields, phrase are)`);
    return {
      type: 'multi_match',
      fields,
      query,
      mode,
      tieBreaker: number(body.tie_breaker, `${path}.tie_breaker`, mode === 'most_fields' ? 1 : 0),
      options: textOptions(body, path),
      boost: number(body.boost, path, 1),
    };
  },
  function_score: (body, path, state) => {
    if (!isRecord(body)) fail(path, 'expected an object');
    onlyKeys(
      body,
      [
        'query',
        'functions',
        'score_mode',
        'boost_mode',
        'max_boost',
        'min_score',
        'boost',
        'weight',
        'random_score',
        'filter',
      ],
      path,
    );
    const functions: ScoreFunction[] = (Array.isArray(body.functions) ? body.functions : []).map((fn, i) =>
      scoreFunction(fn, `${path}.functions[${i}]`, state),
    );
    if (body.random_score !== undefined || body.weight !== undefined)
      functions.push(scoreFunction(body, path, state, true));
    const scoreMode = String(body.score_mode ?? 'multiply');
    const boostMode = String(body.boost_mode ?? 'multiply');
    if (!['multiply', 'sum', 'avg', 'first', 'max', 'min'].includes(scoreMode)) fail(path, `score_mode [${scoreMode}]`);
    if (!['multiply', 'replace', 'sum', 'avg', 'max', 'min'].includes(boostMode))
      fail(path, `boost_mode [${boostMode}]`);
    return {
      type: 'function_score',
      query:
        body.query === undefined ? { type: 'match_all', boost: 1 } : parseClause(body.query, `${path}.query`, state),
      functions,
      scoreMode: scoreMode as 'multiply',
      boostMode: boostMode as 'multiply',
      maxBoost: number(body.max_boost, `${path}.max_boost`, Number.MAX_VALUE),
      minScore: body.min_score === undefined ? undefined : number(body.min_score, `${path}.min_score`, 0),
      boost: number(body.boost, path, 1),
    };
  },
  constant_score: (body, path, state) => {
    if (!isRecord(body) || body.filter === undefined) fail(path, 'constant_score needs a filter');
    return {
      type: 'constant_score',
      filter: parseClause(body.filter, `${path}.filter`, state),
      boost: number(body.boost, path, 1),
    };
  },
};

function scoreFunction(fn: unknown, path: string, state: ParseState, inline = false): ScoreFunction {
  if (!isRecord(fn)) fail(path, 'expected a function object');
  if (!inline) onlyKeys(fn, ['filter', 'weight', 'random_score'], path);
  let random: ScoreFunction['random'];
  if (fn.random_score !== undefined) {
    const spec = isRecord(fn.random_score) ? fn.random_score : {};
    random = { seed: number(spec.seed, `${path}.random_score.seed`, Date.now()) };
  }
  return {
    filter: fn.filter === undefined || inline ? undefined : parseClause(fn.filter, `${path}.filter`, state),
    weight: number(fn.weight, `${path}.weight`, 1),
    random,
  };
}

export interface ParseQueryOptions {
  limits?: QueryLimits;
  /** The request's time, for date math in range bounds. */
  now?: number;
}

/**
 * Validates the query clauses of one request (the query, then the post_filter) against the Elasticsearch DSL subset
 * the Vue Storefront 1 frontend sends, within the request's limits.
 */
export function createQueryParser(options: ParseQueryOptions = {}): (clause: unknown, path?: string) => QueryNode {
  const state: ParseState = {
    limits: options.limits ?? DEFAULT_QUERY_LIMITS,
    depth: 0,
    clauses: 0,
    terms: 0,
    now: options.now ?? Date.now(),
  };
  return (clause, path = 'query') => parseClause(clause, path, state);
}

/** Validates one query clause with the default limits. */
export function parseQuery(clause: unknown, path = 'query'): QueryNode {
  return createQueryParser()(clause, path);
}

function parseClause(clause: unknown, path: string, state: ParseState): QueryNode {
  if (!isRecord(clause)) fail(path, 'expected a query object');
  const entries = Object.entries(clause);
  if (entries.length !== 1) fail(path, `expected exactly one query type, got [${Object.keys(clause).join(', ')}]`);
  const [type, body] = entries[0]!;
  // Own keys only: `constructor` or `toString` must not reach Object.prototype's functions.
  const parser = Object.hasOwn(PARSERS, type) ? PARSERS[type] : undefined;
  if (!parser) fail(path, `query type [${type}] is not supported (supported: ${Object.keys(PARSERS).join(', ')})`);
  if (++state.clauses > state.limits.queryClauses)
    tooMany(`The query has more than ${state.limits.queryClauses} clauses (limits.queryClauses, as max_clause_count)`);
  if (state.depth > state.limits.queryDepth)
    tooMany(`The query at ${path} nests deeper than ${state.limits.queryDepth} levels (limits.queryDepth)`);
  state.depth++;
  try {
    return parser(body, `${path}.${type}`, state);
  } finally {
    state.depth--;
  }
}
