import type pg from 'pg';

/**
 * What catalogue queries in PostgreSQL need beside `catalog_documents` (a bench prototype of the design ADR 0014
 * rejected): a search projection of the product documents with typed columns for the filters, facets and sorts, a
 * tsvector, a word list for typos, and the indexes over them.
 *
 * A projection table rather than generated columns on `catalog_documents`: `source` stays text (the repository is
 * unchanged) and each document is parsed once, where every generated column would parse `source` again. A product
 * would keep it in step in the catalogue write's transaction (or by a trigger); the bench builds it once after import.
 */
const STEPS: Array<[string, string]> = [
  [
    'CREATE EXTENSION pg_trgm, fuzzystrmatch',
    'CREATE EXTENSION IF NOT EXISTS pg_trgm; CREATE EXTENSION IF NOT EXISTS fuzzystrmatch',
  ],
  [
    'search_terms(jsonb): a scalar or an array as text[]',
    `CREATE FUNCTION search_terms(value jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
       SELECT CASE jsonb_typeof(value)
         WHEN 'array' THEN ARRAY(SELECT jsonb_array_elements_text(value))
         WHEN 'null' THEN NULL
         ELSE ARRAY[value #>> '{}'] END
     $$`,
  ],
  [
    'projection catalog_product_search (one JSON parse per product document)',
    `CREATE TABLE catalog_product_search AS
       SELECT seq, index_name,
              (j->>'visibility')::int AS visibility,
              (j->>'status')::int AS status,
              j->>'type_id' AS type_id,
              search_terms(j->'category_ids') AS category_ids,
              (j->>'price')::numeric AS price,
              (j->>'final_price')::numeric AS final_price,
              j->>'updated_at' AS updated_at,
              search_terms(j->'color') AS color,
              search_terms(j->'color_options') AS color_options,
              search_terms(j->'size') AS size,
              search_terms(j->'size_options') AS size_options,
              search_terms(j->'erin_recommends') AS erin_recommends,
              search_terms(j->'erin_recommends_options') AS erin_recommends_options,
              j->>'name' AS name,
              j->>'sku' AS sku,
              setweight(to_tsvector('simple', coalesce(j->>'name', '')), 'A')
                || setweight(to_tsvector('simple', coalesce(j->>'sku', '')), 'B')
                || setweight(to_tsvector('simple', coalesce(
                     (SELECT string_agg(c, ' ') FROM jsonb_array_elements_text(
                        jsonb_path_query_array(j, '$.category[*].name')) AS c), '')), 'C')
                || setweight(to_tsvector('simple', regexp_replace(coalesce(j->>'description', ''), '<[^>]*>', ' ', 'g')), 'D')
                AS tsv
       -- OFFSET 0 keeps the subquery from being pulled up: the planner would otherwise parse source once per j above.
       FROM (SELECT seq, index_name, source::jsonb AS j FROM catalog_documents WHERE entity = 'product' OFFSET 0) AS d`,
  ],
  [
    'primary key (seq) and foreign key to catalog_documents',
    `ALTER TABLE catalog_product_search ADD PRIMARY KEY (seq),
       ADD FOREIGN KEY (seq) REFERENCES catalog_documents (seq) ON DELETE CASCADE`,
  ],
  [
    'GIN (category_ids): the listing filter',
    'CREATE INDEX catalog_product_search_categories ON catalog_product_search USING gin (category_ids)',
  ],
  [
    'B-tree (index_name, visibility, status): the visibility filters',
    'CREATE INDEX catalog_product_search_visibility ON catalog_product_search (index_name, visibility, status)',
  ],
  [
    'B-tree (final_price), (updated_at): the sorts',
    `CREATE INDEX catalog_product_search_final_price ON catalog_product_search (final_price);
     CREATE INDEX catalog_product_search_updated_at ON catalog_product_search (updated_at)`,
  ],
  [
    'GIN trigram (name), (sku): typos',
    `CREATE INDEX catalog_product_search_name_trgm ON catalog_product_search USING gin (name gin_trgm_ops);
     CREATE INDEX catalog_product_search_sku_trgm ON catalog_product_search USING gin (sku gin_trgm_ops)`,
  ],
  ['GIN (tsv): full text', 'CREATE INDEX catalog_product_search_tsv ON catalog_product_search USING gin (tsv)'],
  [
    'catalog_search_words: the words of names, skus and category names, GIN trigram',
    `CREATE TABLE catalog_search_words AS
       SELECT word FROM ts_stat('SELECT tsv FROM catalog_product_search', 'ABC');
     ALTER TABLE catalog_search_words ADD PRIMARY KEY (word);
     CREATE INDEX catalog_search_words_trgm ON catalog_search_words USING gin (word gin_trgm_ops);
     ANALYZE catalog_search_words`,
  ],
  ['ANALYZE', 'ANALYZE catalog_product_search'],
];

export interface SearchSchemaReport {
  steps: Array<{ step: string; ms: number }>;
  /** Bytes of the database before and after; of the projection (with its TOAST) and of each index. */
  databaseBefore: number;
  databaseAfter: number;
  relations: Array<{ name: string; bytes: number }>;
}

/** Builds the projection and its indexes step by step, timing each, and measures what they add to the database. */
export async function buildSearchSchema(client: pg.Client): Promise<SearchSchemaReport> {
  const size = async () =>
    Number((await client.query<{ n: string }>('SELECT pg_database_size(current_database()) AS n')).rows[0]!.n);
  // The import's dead tuples and unwritten pages would otherwise land in the "after" figure.
  await client.query('VACUUM ANALYZE catalog_documents');
  await client.query('CHECKPOINT');
  const databaseBefore = await size();
  const steps: SearchSchemaReport['steps'] = [];
  for (const [step, sql] of STEPS) {
    const started = performance.now();
    await client.query(sql);
    steps.push({ step, ms: performance.now() - started });
  }
  await client.query('CHECKPOINT');
  const databaseAfter = await size();
  const relations = (
    await client.query<{ name: string; bytes: string }>(
      `SELECT c.relname AS name,
         CASE c.relkind WHEN 'r' THEN pg_table_size(c.oid) ELSE pg_relation_size(c.oid) END AS bytes
       FROM pg_class c
       WHERE (c.relname LIKE 'catalog_product_search%' OR c.relname LIKE 'catalog_search_words%')
         AND c.relkind IN ('r', 'i')
       ORDER BY c.relkind DESC, c.relname`,
    )
  ).rows.map((r) => ({ name: r.name, bytes: Number(r.bytes) }));
  return { steps, databaseBefore, databaseAfter, relations };
}
