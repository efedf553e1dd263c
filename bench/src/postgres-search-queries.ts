import type pg from 'pg';

/**
 * The two measured query kinds as SQL over `catalog_product_search` (postgres-search-schema.ts), answering what the
 * in-memory engine answers for `listingQuery` and `fullTextQuery` (queries.ts): total, facet buckets, 50 sources.
 */

export interface Bucket {
  key: string;
  doc_count: number;
}

export interface SqlAnswer {
  total: number;
  /** Document ids of the hits, in order. */
  ids: string[];
  sources: Array<Record<string, unknown>>;
  facets: Record<string, Bucket[]>;
}

export type ListingSort = { field: 'updated_at' | 'final_price'; order: 'asc' | 'desc' };

/** The aggregation names of `listingQuery`, and the projection column each counts. */
const TERMS_FACETS: Array<[string, string]> = [
  ['agg_terms_color', 'color'],
  ['agg_terms_color_options', 'color_options'],
  ['agg_terms_size', 'size'],
  ['agg_terms_size_options', 'size_options'],
  ['agg_terms_erin_recommends', 'erin_recommends'],
  ['agg_terms_erin_recommends_options', 'erin_recommends_options'],
];

const PRICE_RANGES: Array<[string, number, number | undefined]> = [
  ['0.0-50.0', 0, 50],
  ['50.0-100.0', 50, 100],
  ['100.0-150.0', 100, 150],
  ['150.0-*', 150, undefined],
];

// The in-memory engine breaks count ties by key, numerically for numeric keys.
const KEY_ORDER = `(CASE WHEN v ~ '^-?[0-9]+(\\.[0-9]+)?$' THEN v::numeric END) NULLS LAST, v`;

/**
 * One statement, one round trip: the filtered set is materialised once (typed columns only), then the hits (a top-N
 * sort), the total and one GROUP BY per facet (the *_options facets unnest arrays, so not GROUPING SETS over one row
 * set) are UNION ALL branches over it. Only the 50 hits read `catalog_documents.source`.
 */
function listingSql(withFilter: boolean, sort: ListingSort): string {
  const priceFilter = withFilter
    ? `AND (final_price BETWEEN 50 AND 100 OR (final_price BETWEEN 50 AND 100 AND type_id = 'configurable'))`
    : '';
  // Elasticsearch puts documents without the sort field last in both orders; ties go in index (seq) order.
  const orderBy = `${sort.field} ${sort.order === 'asc' ? 'ASC' : 'DESC'} NULLS LAST, seq`;
  const terms = TERMS_FACETS.map(
    ([name, column]) =>
      `(SELECT '${name}', v, count(*) FROM f, unnest(f.${column}) AS v GROUP BY v ORDER BY 3 DESC, ${KEY_ORDER} LIMIT 10)`,
  );
  // The range counts are aggregates over f: one pass, then one row per range.
  const rangeCounts = PRICE_RANGES.map(
    ([, from, to], i) =>
      `count(*) FILTER (WHERE price >= ${from}${to === undefined ? '' : ` AND price < ${to}`}) AS r${i}`,
  );
  const rangeRows = PRICE_RANGES.map(([key], i) => `('${key}', c.r${i})`);
  return `WITH f AS MATERIALIZED (
      SELECT seq, type_id, price, final_price, updated_at, color, color_options, size, size_options,
             erin_recommends, erin_recommends_options
      FROM catalog_product_search
      WHERE index_name = $1 AND visibility = ANY($2::int[]) AND status = ANY($3::int[]) AND category_ids && $4::text[]
        ${priceFilter}
    ), hits AS (
      -- A top-N sort of the filtered set; the row numbers keep its order through the UNION.
      SELECT seq, row_number() OVER (ORDER BY ${orderBy}) AS pos
      FROM (SELECT seq, final_price, updated_at FROM f ORDER BY ${orderBy} LIMIT 50) AS top
    )
    SELECT 'hit' AS facet, d.doc_id AS key, h.pos AS n, d.source FROM hits h JOIN catalog_documents d ON d.seq = h.seq
    UNION ALL SELECT 'total', NULL, count(*), NULL FROM f
    UNION ALL SELECT facet, key, n, NULL FROM (${terms.join('\n      UNION ALL ')}
      UNION ALL (SELECT 'agg_terms_price', price::text AS k, count(*) FROM f WHERE price IS NOT NULL
                 GROUP BY price ORDER BY 3 DESC, price LIMIT 10)
      UNION ALL SELECT 'agg_range_price', r.key, r.n
        FROM (SELECT ${rangeCounts.join(', ')} FROM f) AS c, LATERAL (VALUES ${rangeRows.join(', ')}) AS r(key, n)
    ) AS facets(facet, key, n)`;
}

interface Row {
  facet: string;
  key: string | null;
  n: string;
  source: string | null;
}

function toAnswer(rows: Row[]): SqlAnswer {
  const answer: SqlAnswer = { total: 0, ids: [], sources: [], facets: {} };
  const hits = rows.filter((r) => r.facet === 'hit').sort((a, b) => Number(a.n) - Number(b.n));
  for (const hit of hits) {
    answer.ids.push(hit.key!);
    answer.sources.push(JSON.parse(hit.source!) as Record<string, unknown>);
  }
  for (const row of rows) {
    if (row.facet === 'hit') continue;
    if (row.facet === 'total') answer.total = Number(row.n);
    else (answer.facets[row.facet] ??= []).push({ key: row.key!, doc_count: Number(row.n) });
  }
  return answer;
}

/** The category listing: visibility/status/category filters, the optional price filter, facets, a sort, 50 hits. */
export async function sqlListing(
  client: pg.Client,
  index: string,
  categoryIds: number[],
  withFilter: boolean,
  sort: ListingSort,
): Promise<SqlAnswer> {
  const result = await client.query<Row>(listingSql(withFilter, sort), [
    index,
    [2, 3, 4],
    [0, 1],
    categoryIds.map(String),
  ]);
  return toAnswer(result.rows);
}

/**
 * The thresholds of the trigram operators. One transposition in a short word keeps few of its trigrams: "jakcet"
 * shares 3 of its 7 with "jacket" (similarity 0.27, word similarity 0.29), so pg_trgm's defaults (0.3 and 0.6) would
 * miss most of the measured typos.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.25;
export const SIMILARITY_THRESHOLD = 0.2;

/** Once per connection: the typo queries' thresholds. */
export async function prepareConnection(client: pg.Client): Promise<void> {
  await client.query(
    `SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}; SET pg_trgm.similarity_threshold = ${SIMILARITY_THRESHOLD}`,
  );
}

const VISIBLE_IN_SEARCH = `visibility = ANY('{3,4}'::int[]) AND status = ANY('{0,1}'::int[])`;

/** The ranked matches `m(seq, score)` of a typo query, cut to 50 hits with their sources and the total. */
async function rankedHits(client: pg.Client, matches: string, params: unknown[]): Promise<SqlAnswer> {
  const result = await client.query<{ total: string; doc_id: string; source: string }>(
    `WITH ${matches}, top AS (SELECT seq, score, count(*) OVER () AS total FROM m ORDER BY score DESC, seq LIMIT 50)
     SELECT top.total, d.doc_id, d.source FROM top JOIN catalog_documents d ON d.seq = top.seq
     ORDER BY top.score DESC, top.seq`,
    params,
  );
  return {
    total: Number(result.rows[0]?.total ?? 0),
    ids: result.rows.map((r) => r.doc_id),
    sources: result.rows.map((r) => JSON.parse(r.source) as Record<string, unknown>),
    facets: {},
  };
}

/**
 * Typo full text, as the brief of the measurement puts it: visible products whose name (or sku) holds a stretch close
 * to the text by trigrams (`<%`, the GIN trigram indexes), ranked by word similarity with the name weighted 4 and the
 * sku 2 (the multi_match's boosts), 50 hits.
 */
export function sqlWordSimilaritySearch(client: pg.Client, index: string, text: string): Promise<SqlAnswer> {
  return rankedHits(
    client,
    `m AS (
       SELECT seq, greatest(4 * word_similarity($1, name), 2 * word_similarity($1, sku)) AS score
       FROM catalog_product_search
       WHERE index_name = $2 AND ($1 <% name OR $1 <% sku) AND ${VISIBLE_IN_SEARCH}
     )`,
    [text, index],
  );
}

/**
 * Typo full text the way pg_trgm's documentation suggests with text search, and closer to the query's fuzziness: the
 * words of names, skus and category names (catalog_search_words) similar to the text by trigrams (`%`), kept when
 * they share its first two letters and are at most 2 edits away (prefix_length 2, fuzziness 2), the 3 nearest
 * (max_expansions 3); then the visible products whose name, sku or category names (tsvector weights A, B, C: the
 * multi_match's fields) hold one of them, ranked by ts_rank, 50 hits.
 */
export function sqlSuggestedWordsSearch(client: pg.Client, index: string, text: string): Promise<SqlAnswer> {
  return rankedHits(
    client,
    `words AS (
       SELECT word FROM catalog_search_words
       WHERE word % $1 AND left(word, 2) = left($1, 2) AND levenshtein_less_equal(word, $1, 2) <= 2
       ORDER BY levenshtein(word, $1), word LIMIT 3
     ), q AS (SELECT to_tsquery('simple', string_agg(quote_literal(word) || ':ABC', ' | ')) AS query FROM words),
     m AS (
       SELECT seq, ts_rank(tsv, q.query) AS score FROM catalog_product_search, q
       WHERE index_name = $2 AND tsv @@ q.query AND ${VISIBLE_IN_SEARCH}
     )`,
    [text.toLowerCase(), index],
  );
}

/** The level 2 and 3 categories in index order: the listing inputs of catalogue-engine-bench. */
export async function sqlListingCategories(client: pg.Client, index: string): Promise<number[]> {
  const result = await client.query<{ id: string }>(
    `SELECT source::jsonb->>'id' AS id FROM catalog_documents
     WHERE index_name = $1 AND entity = 'category' AND (source::jsonb->>'level') IN ('2', '3')
     ORDER BY seq LIMIT 200`,
    [index],
  );
  return result.rows.map((r) => Number(r.id));
}
