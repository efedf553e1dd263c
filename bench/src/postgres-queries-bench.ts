import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { importGeneratedCatalogue, openWarmCatalogueSearch } from './catalogue-dump.js';
import { buildSearchSchema } from './postgres-search-schema.js';
import {
  prepareConnection,
  sqlListing,
  sqlListingCategories,
  SIMILARITY_THRESHOLD,
  sqlSuggestedWordsSearch,
  sqlWordSimilaritySearch,
  WORD_SIMILARITY_THRESHOLD,
  type Bucket,
  type ListingSort,
  type SqlAnswer,
} from './postgres-search-queries.js';
import { FULL_TEXT_WORDS, fullTextQuery, listingQuery, withTypo } from './queries.js';
import { summarize } from './stats.js';

/**
 * The design ADR 0014 rejected, measured: the catalogue queries run in PostgreSQL (a projection with typed columns,
 * pg_trgm and a tsvector, GIN indexes) instead of each process's in-memory index. Same catalogue, same two query kinds
 * and inputs as catalogue-engine-bench.ts; a fresh process measures start-up (connect to the first answer), RSS and
 * median / p95; then the parent checks the answers against the in-memory engine over the same database.
 *
 *   DATABASE_URL=postgres://... node bench/dist/postgres-queries-bench.js [products]
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const SORTS: ListingSort[] = [
  { field: 'updated_at', order: 'desc' },
  { field: 'final_price', order: 'asc' },
  { field: 'final_price', order: 'desc' },
];

/** What the measuring process found, for the comparison with the in-memory engine. */
interface Measured {
  startupMs: number;
  rssMb: number;
  listing: { median: number; p95: number };
  categories: number[];
  listings: Kept[];
  /** Both typo designs (postgres-search-queries.ts), one answer per word. */
  typos: Array<{ design: string; median: number; p95: number; answers: Kept[] }>;
}

const TYPO_DESIGNS: Array<[string, typeof sqlWordSimilaritySearch]> = [
  ['word_similarity over name/sku', sqlWordSimilaritySearch],
  ['trigram-suggested words, tsvector', sqlSuggestedWordsSearch],
];

/** An answer without its sources, but with the hits' names (the typo check reads them). */
type Kept = Omit<SqlAnswer, 'sources'> & { names: string[] };

const keep = ({ total, ids, facets, sources }: SqlAnswer): Kept => ({
  total,
  ids,
  facets,
  names: sources.map((s) => String(s.name)),
});

/** The measuring process: connect, first answer, then 200 of each query kind after 20 unmeasured ones. */
async function measure(index: string): Promise<void> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await prepareConnection(client);
  const categories = await sqlListingCategories(client, index);
  const startupMs = performance.now() - started;
  const listings: Measured['listings'] = [];
  const time = async (run: (i: number) => Promise<SqlAnswer>, kept: Kept[]) => {
    const samples: number[] = [];
    for (let i = -20; i < REQUESTS; i++) {
      const t = performance.now();
      const answer = await run(Math.abs(i));
      if (i < 0) continue;
      samples.push(performance.now() - t);
      kept.push(keep(answer));
    }
    return summarize(samples);
  };
  const listing = await time(
    (i) => sqlListing(client, index, [categories[i % categories.length]!], i % 2 === 1, SORTS[i % SORTS.length]!),
    listings,
  );
  const typos: Measured['typos'] = [];
  for (const [design, run] of TYPO_DESIGNS) {
    const kept: Kept[] = [];
    const times = await time((i) => run(client, index, withTypo(FULL_TEXT_WORDS[i % FULL_TEXT_WORDS.length]!)), kept);
    typos.push({ design, ...times, answers: kept.slice(0, FULL_TEXT_WORDS.length) });
  }
  const rssMb = process.memoryUsage().rss / 1e6;
  await client.end();
  const measured: Measured = { startupMs, rssMb, listing, categories, listings, typos };
  console.log(JSON.stringify(measured));
}

function runMeasuringProcess(index: string): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--measure', index], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').pop()!) as Measured)
        : reject(new Error(`measuring process: ${code}`)),
    );
  });
}

const bucketsText = (buckets: readonly Bucket[] | undefined) =>
  (buckets ?? []).map((b) => `${String(b.key)}:${b.doc_count}`).join(',');

/**
 * The same inputs through the in-memory engine (built here, after the measurement, so it costs the measured process
 * nothing): listing totals, facet buckets and hit order; for the typos, how many of the 50 hits name the intended word.
 * Its times, taken under the same load, are printed as a reference (this process is not a fresh one: no RSS).
 */
async function compareWithInMemory(dir: string, index: string, m: Measured): Promise<boolean> {
  const started = performance.now();
  const { search, categories, close } = await openWarmCatalogueSearch(dir);
  try {
    const buildMs = performance.now() - started;
    const sameCategories = categories.join(',') === m.categories.join(',');
    console.log(
      `check: listing categories (level 2 and 3, index order) equal: ${sameCategories} (${categories.length})`,
    );
    let totals = 0;
    let facets = 0;
    let order = 0;
    const firstDiffs: string[] = [];
    const listingSamples: number[] = [];
    for (let i = -20; i < m.listings.length; i++) {
      const sort = SORTS[Math.abs(i) % SORTS.length]!;
      const body = {
        ...listingQuery([m.categories[Math.abs(i) % m.categories.length]!], Math.abs(i) % 2 === 1),
        sort: [{ [sort.field]: sort.order }],
      };
      const t = performance.now();
      const memory = await search.search({ index, entity: 'product', body, size: 50, from: 0 });
      if (i < 0) continue;
      listingSamples.push(performance.now() - t);
      const sql = m.listings[i]!;
      if (memory.hits.total === sql.total) totals++;
      else firstDiffs.push(`#${i} total ${memory.hits.total} in memory, ${sql.total} in SQL`);
      const aggs = (memory.aggregations ?? {}) as Record<string, { buckets: Bucket[] | Record<string, Bucket> }>;
      const facetDiff = Object.entries(aggs).find(([name, agg]) => {
        const buckets = Array.isArray(agg.buckets)
          ? agg.buckets
          : Object.entries(agg.buckets).map(([key, b]) => ({ key, doc_count: b.doc_count }));
        return bucketsText(buckets) !== bucketsText(sql.facets[name]);
      });
      if (!facetDiff) facets++;
      else if (firstDiffs.length < 5)
        firstDiffs.push(
          `#${i} ${facetDiff[0]}: memory ${JSON.stringify(facetDiff[1].buckets).slice(0, 200)} / SQL ${bucketsText(sql.facets[facetDiff[0]]).slice(0, 200)}`,
        );
      if (memory.hits.hits.map((h) => h._id).join(',') === sql.ids.join(',')) order++;
    }
    const n = m.listings.length;
    console.log(
      `check: listing totals equal ${totals}/${n}, all facet buckets equal ${facets}/${n}, same 50 hits in the same order ${order}/${n}`,
    );
    for (const diff of firstDiffs.slice(0, 5)) console.log(`  ${diff}`);
    const typoSamples: number[] = [];
    for (let i = -20; i < REQUESTS; i++) {
      const word = FULL_TEXT_WORDS[Math.abs(i) % FULL_TEXT_WORDS.length]!;
      const typo = withTypo(word);
      const t = performance.now();
      const memory = await search.search({ index, entity: 'product', body: fullTextQuery(typo), size: 50, from: 0 });
      if (i >= 0) typoSamples.push(performance.now() - t);
      if (i < 0 || i >= FULL_TEXT_WORDS.length) continue;
      const naming = (names: string[]) => names.filter((name) => name.toLowerCase().includes(word)).length;
      const memoryIds = memory.hits.hits.map((h) => h._id);
      const memoryNames = memory.hits.hits.map((h) => String((h._source as { name?: unknown }).name));
      const sqls = m.typos.map(({ design, answers }) => {
        const sql = answers[FULL_TEXT_WORDS.indexOf(word)]!;
        const shared = sql.ids.filter((id) => memoryIds.includes(id)).length;
        return `${design}: ${sql.total} matches, ${naming(sql.names)}/${sql.ids.length} name it, ${shared} also in memory`;
      });
      console.log(
        `check: "${typo}" for "${word}": in memory ${memory.hits.total} matches, ${naming(memoryNames)}/${memoryIds.length} of the hits name it; ${sqls.join('; ')}`,
      );
    }
    const listing = summarize(listingSamples);
    const typo = summarize(typoSamples);
    console.log(
      `\nThe in-memory engine on the same database, same inputs, same load (the checking process, not a fresh one): ` +
        `index built and first answer ${(buildMs / 1000).toFixed(1)} s, listing ${listing.median.toFixed(1)} / ` +
        `${listing.p95.toFixed(1)} ms, full text ${typo.median.toFixed(1)} / ${typo.p95.toFixed(1)} ms (median / p95)`,
    );
    return totals === n && sameCategories;
  } finally {
    await close();
  }
}

async function main(): Promise<void> {
  if (process.argv[2] === '--measure') return measure(process.argv[3]!);
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL must name an empty PostgreSQL database');
  const products = Number(process.argv[2] ?? 100_000);
  const dir = mkdtempSync(join(tmpdir(), 'postgres-queries-bench-'));
  try {
    const { config, documents, importMs } = await importGeneratedCatalogue(dir, products);
    const index = config.catalog.defaultIndex;

    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const schema = await buildSearchSchema(client).finally(() => client.end());
    const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
    console.log(
      `\nPostgreSQL search structures at ${products.toLocaleString('en-US')} products (${documents.toLocaleString('en-US')} documents, import ${(importMs / 1000).toFixed(1)} s):`,
    );
    for (const { step, ms } of schema.steps) console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${step}`);
    const buildMs = schema.steps.reduce((sum, s) => sum + s.ms, 0);
    console.log(`  ${(buildMs / 1000).toFixed(1).padStart(7)} s  in all`);
    for (const { name, bytes } of schema.relations) console.log(`  ${mb(bytes).padStart(10)}  ${name}`);
    console.log(
      `  database ${mb(schema.databaseBefore)} after the import, ${mb(schema.databaseAfter)} with the search structures (+${mb(schema.databaseAfter - schema.databaseBefore)})`,
    );

    const m = await runMeasuringProcess(index);
    console.log(
      `\n| design | products (documents) | build after import | start-up to first answer | RSS | listing median / p95 | ` +
        m.typos.map((t) => `full text (${t.design}) median / p95`).join(' | ') +
        ' |',
    );
    console.log(`|---|---|---|---|---|---|${m.typos.map(() => '---|').join('')}`);
    console.log(
      `| PostgreSQL queries | ${products.toLocaleString('en-US')} (${documents.toLocaleString('en-US')}) | ${(buildMs / 1000).toFixed(1)} s, +${mb(schema.databaseAfter - schema.databaseBefore)} | ` +
        `${(m.startupMs / 1000).toFixed(2)} s | ${m.rssMb.toFixed(0)} MB | ` +
        `${m.listing.median.toFixed(1)} / ${m.listing.p95.toFixed(1)} ms | ` +
        m.typos.map((t) => `${t.median.toFixed(1)} / ${t.p95.toFixed(1)} ms |`).join(' '),
    );
    console.log(
      `(load average after the queries: ${loadavg()
        .map((v) => v.toFixed(2))
        .join(
          ' ',
        )}; pg_trgm thresholds: word similarity ${WORD_SIMILARITY_THRESHOLD}, similarity ${SIMILARITY_THRESHOLD})\n`,
    );
    const sane = await compareWithInMemory(dir, index, m);
    if (!sane) throw new Error('the SQL answers differ from the in-memory engine (see the checks above)');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
