import { isRecord } from '@storefront/core';
import { ApiError } from '../../http/api-error.js';
import type { QueryNode, RangeBounds, ScoreFunction, TextOptions } from './query-node.js';

type Json = Record<string, unknown>;

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

function clauses(value: unknown, path: string): QueryNode[] {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((item, i) => parseQuery(item, `${path}[${i}]`));
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

type Parser = (body: unknown, path: string) => QueryNode;

const PARSERS: Record<string, Parser> = {
  match_all: (body, path) => {
    if (body !== undefined && !isRecord(body)) fail(path, 'expected an object');
    return { type: 'match_all', boost: number(isRecord(body) ? body.boost : undefined, path, 1) };
  },
  match_none: () => ({ type: 'match_none' }),
  bool: (body, path) => {
    if (!isRecord(body)) fail(path, 'expected an object');
    onlyKeys(body, ['must', 'filter', 'should', 'must_not', 'minimum_should_match', 'boost', '_name'], path);
    const msm = body.minimum_should_match;
    if (msm !== undefined && typeof msm !== 'string' && typeof msm !== 'number')
      fail(path, 'minimum_should_match must be a number or a percentage');
    return {
      type: 'bool',
      must: clauses(body.must, `${path}.must`),
      filter: clauses(body.filter, `${path}.filter`),
      should: clauses(body.should, `${path}.should`),
      mustNot: clauses(body.must_not, `${path}.must_not`),
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
  range: (body, path) => {
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
    return { type: 'range', field, bounds, boost: number(spec.boost, path, 1) };
  },
  exists: (body, path) => {
    if (!isRecord(body) || typeof body.field !== 'string') fail(path, 'exists expects {field: "name"}');
    return { type: 'exists', field: body.field, boost: 1 };
  },
  match: (body, path) => {
    const [field, spec] = singleField(body, path);
    const options = isRecord(spec) ? spec : { query: spec };
    onlyKeys(options, TEXT_PARAMS, `${path}.${field}`);
    return {
      type: 'match',
      field,
      query: text(options.query, `${path}.${field}.query`),
      options: textOptions(options, `${path}.${field}`),
      boost: number(options.boost, path, 1),
    };
  },
  match_phrase: (body, path) => {
    const [field, spec] = singleField(body, path);
    const options = isRecord(spec) ? spec : { query: spec };
    onlyKeys(options, ['query', 'boost', 'slop', 'analyzer', 'zero_terms_query', '_name'], `${path}.${field}`);
    return { type: 'match_phrase', field, query: text(options.query, path), boost: number(options.boost, path, 1) };
  },
  multi_match: (body, path) => {
    if (!isRecord(body)) fail(path, 'expected an object');
    onlyKeys(body, [...TEXT_PARAMS, 'fields', 'type', 'tie_breaker', 'slop'], path);
    if (!Array.isArray(body.fields) || body.fields.length === 0) fail(path, 'multi_match needs a list of fields');
    const fields = body.fields.map((spec, i) => {
      const [field, boost] = text(spec, `${path}.fields[${i}]`).split('^');
      return { field: field!, boost: boost === undefined ? 1 : number(boost, `${path}.fields[${i}]`, 1) };
    });
    const mode = String(body.type ?? 'best_fields');
    if (mode !== 'best_fields' && mode !== 'most_fields' && mode !== 'phrase')
      fail(path, `multi_match type [${mode}] is not supported (best_fields, most_fields, phrase are)`);
    return {
      type: 'multi_match',
      fields,
      query: text(body.query, `${path}.query`),
      mode,
      tieBreaker: number(body.tie_breaker, `${path}.tie_breaker`, mode === 'most_fields' ? 1 : 0),
      options: textOptions(body, path),
      boost: number(body.boost, path, 1),
    };
  },
  function_score: (body, path) => {
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
      scoreFunction(fn, `${path}.functions[${i}]`),
    );
    if (body.random_score !== undefined || body.weight !== undefined) functions.push(scoreFunction(body, path, true));
    const scoreMode = String(body.score_mode ?? 'multiply');
    const boostMode = String(body.boost_mode ?? 'multiply');
    if (!['multiply', 'sum', 'avg', 'first', 'max', 'min'].includes(scoreMode)) fail(path, `score_mode [${scoreMode}]`);
    if (!['multiply', 'replace', 'sum', 'avg', 'max', 'min'].includes(boostMode))
      fail(path, `boost_mode [${boostMode}]`);
    return {
      type: 'function_score',
      query: body.query === undefined ? { type: 'match_all', boost: 1 } : parseQuery(body.query, `${path}.query`),
      functions,
      scoreMode: scoreMode as 'multiply',
      boostMode: boostMode as 'multiply',
      maxBoost: number(body.max_boost, `${path}.max_boost`, Number.MAX_VALUE),
      minScore: body.min_score === undefined ? undefined : number(body.min_score, `${path}.min_score`, 0),
      boost: number(body.boost, path, 1),
    };
  },
  constant_score: (body, path) => {
    if (!isRecord(body) || body.filter === undefined) fail(path, 'constant_score needs a filter');
    return {
      type: 'constant_score',
      filter: parseQuery(body.filter, `${path}.filter`),
      boost: number(body.boost, path, 1),
    };
  },
};

function scoreFunction(fn: unknown, path: string, inline = false): ScoreFunction {
  if (!isRecord(fn)) fail(path, 'expected a function object');
  if (!inline) onlyKeys(fn, ['filter', 'weight', 'random_score'], path);
  let random: ScoreFunction['random'];
  if (fn.random_score !== undefined) {
    const spec = isRecord(fn.random_score) ? fn.random_score : {};
    random = { seed: number(spec.seed, `${path}.random_score.seed`, Date.now()) };
  }
  return {
    filter: fn.filter === undefined || inline ? undefined : parseQuery(fn.filter, `${path}.filter`),
    weight: number(fn.weight, `${path}.weight`, 1),
    random,
  };
}

/** Validates one query clause of the Elasticsearch DSL subset the Vue Storefront 1 frontend sends. */
export function parseQuery(clause: unknown, path = 'query'): QueryNode {
  if (!isRecord(clause)) fail(path, 'expected a query object');
  const entries = Object.entries(clause);
  if (entries.length !== 1) fail(path, `expected exactly one query type, got [${Object.keys(clause).join(', ')}]`);
  const [type, body] = entries[0]!;
  const parser = PARSERS[type];
  if (!parser) fail(path, `query type [${type}] is not supported (supported: ${Object.keys(PARSERS).join(', ')})`);
  return parser(body, `${path}.${type}`);
}
