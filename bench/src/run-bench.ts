import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultApiConfig, importCatalogFiles, openDatabase, SqliteCatalogRepository } from '@storefront/api';
import { writeCatalogueDump } from './catalogue-dump.js';
import { listingUrls, searchUrl, timeSearches, typoUrls } from './queries.js';
import { apiScript, REPO_ROOT, startServer } from './server-process.js';
import { printCartBench, runCartBench } from './cart-bench.js';
import { printCartUiBench, runCartUiBench } from './cart-ui-bench.js';
import { printCheckoutBench, runCheckoutBench } from './checkout-bench.js';
import { runLoginBench } from './login-bench.js';
import { printOfflineBench, runOfflineBench } from './offline-bench.js';
import { printOrderBench, runOrderBench } from './order-bench.js';
import { runEnginesBench } from './engines-bench.js';
import { runLargeCatalogueBench } from './large-catalogue-bench.js';
import { runPostgresQueriesBench } from './postgres-queries-part.js';
import { printScaleoutBench, runScaleoutBench } from './scaleout-bench.js';
import { runSoakBench } from './soak-bench.js';
import { printSessionRender, runSessionRenderBench } from './session-render-bench.js';
import { runStorefrontBudgets } from './storefront-budgets.js';

const serveScript = apiScript('serve');
const storefrontScript = join(REPO_ROOT, 'apps/storefront/dist/server/main.js');
const parts = (
  process.env.BENCH_PARTS ??
  'api,storefront,session,cart,cart-ui,order,checkout,offline,scaleout,engines,pg-queries,large,soak'
).split(',');
const sizes = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = 20;

interface Category {
  id: number;
  level: number;
  children_data?: Category[];
}

function descendants(category: Category): number[] {
  return [category.id, ...(category.children_data ?? []).flatMap(descendants)];
}

async function writeNdjson(file: string, products: number): Promise<{ documents: number; ms: number }> {
  const started = performance.now();
  const documents = await writeCatalogueDump(file, products);
  return { documents, ms: performance.now() - started };
}

async function benchOne(products: number): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), `storefront-bench-${products}-`));
  try {
    const dump = join(dir, 'catalog.ndjson');
    const generated = await writeNdjson(dump, products);
    const config = defaultApiConfig(dir);
    const db = openDatabase(config.databaseFile);
    const importStarted = performance.now();
    const report = await importCatalogFiles(new SqliteCatalogRepository(db), [dump], {
      defaultIndex: config.catalog.defaultIndex,
      allowedIndices: config.catalog.indices,
    });
    const importMs = performance.now() - importStarted;
    db.close();

    const serverStarted = performance.now();
    const server = await startServer(serveScript, { DATA_DIR: dir });
    const readyMs = performance.now() - serverStarted;
    try {
      const categoriesResponse = await fetch(
        searchUrl(server.url, 'category', { query: { terms: { level: [2, 3] } } }, { size: '200' }),
      );
      const categories = (
        (await categoriesResponse.json()) as { hits: { hits: Array<{ _source: Category }> } }
      ).hits.hits
        .map((hit) => hit._source)
        .filter((c) => c.id !== 2);
      const listing = await timeSearches(
        listingUrls(server.url, REQUESTS, (i) => descendants(categories[i % categories.length]!)),
        WARMUP,
      );
      const text = await timeSearches(typoUrls(server.url, REQUESTS), WARMUP);
      const documents = report.total;
      return [
        `| ${products.toLocaleString('en-US')} | ${documents.toLocaleString('en-US')} | ${(statSync(dump).size / 1e6).toFixed(0)} MB | ` +
          `${(generated.ms / 1000).toFixed(1)} s | ${(importMs / 1000).toFixed(1)} s | ${(readyMs / 1000).toFixed(1)} s | ` +
          `${listing.median.toFixed(1)} / ${listing.p95.toFixed(1)} ms (${listing.hits} hits) | ` +
          `${text.median.toFixed(1)} / ${text.p95.toFixed(1)} ms (${text.hits} hits) | ${server.rssMb().toFixed(0)} MB |`,
      ];
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (parts.includes('api')) await benchApi();
  if (parts.includes('storefront')) await runStorefrontBudgets(storefrontScript);
  if (parts.includes('session')) {
    await benchLogin();
    printSessionRender(await runSessionRenderBench(storefrontScript));
  }
  if (parts.includes('cart')) printCartBench(await runCartBench({ serveScript, requests: REQUESTS }));
  if (parts.includes('cart-ui')) printCartUiBench(await runCartUiBench(storefrontScript));
  if (parts.includes('order')) printOrderBench(await runOrderBench({ serveScript }));
  if (parts.includes('checkout')) printCheckoutBench(await runCheckoutBench(storefrontScript));
  if (parts.includes('offline')) printOfflineBench(await runOfflineBench(storefrontScript));
  // PostgreSQL, Redis and nginx from Debian packages (scripts/topology.mjs); BENCH_SCALEOUT=0 skips it.
  if (parts.includes('scaleout') && process.env.BENCH_SCALEOUT !== '0')
    printScaleoutBench(await runScaleoutBench(REPO_ROOT, storefrontScript));
  // Listing and full text at 10 000 and 100 000 products on SQLite and PostgreSQL (minutes at 100 000).
  if (parts.includes('engines')) await runEnginesBench(REPO_ROOT);
  // The same two query kinds run in PostgreSQL instead (pg_trgm, GIN), checked against the in-memory engine.
  if (parts.includes('pg-queries')) await runPostgresQueriesBench(REPO_ROOT);
  // 10 000 and 100 000 products: start-up with and without a saved index, memory, queries, import to visible.
  if (parts.includes('large')) await runLargeCatalogueBench(sizes);
  // Ten minutes of load on one process: its memory must stay flat.
  if (parts.includes('soak')) await runSoakBench(storefrontScript);
}

async function benchLogin(): Promise<void> {
  console.log('\nLogin (POST /api/user/login over HTTP, the API as its own process, shipped scrypt parameters)\n');
  console.log('| concurrency | logins per second | p95 | median known / unknown e-mail (sequential) | scrypt |');
  console.log('|---|---|---|---|---|');
  for (const concurrency of [1, 4]) {
    const r = await runLoginBench({ serveScript, concurrency, logins: 40 });
    console.log(
      `| ${concurrency} | ${r.requestsPerSecond.toFixed(1)} | ${r.p95Ms.toFixed(0)} ms | ` +
        `${r.knownEmailMedianMs.toFixed(0)} / ${r.unknownEmailMedianMs.toFixed(0)} ms | ` +
        `N=2^${Math.log2(r.scrypt.N)}, r=${r.scrypt.r}, p=${r.scrypt.p} |`,
    );
  }
}

async function benchApi(): Promise<void> {
  console.log(`Catalogue API benchmark: ${REQUESTS} sequential requests per query kind over HTTP on a warm server`);
  console.log(
    '(listing: visibility/status/category filters, 4 facets, a sort, 50 hits; full text: one typo, fuzziness 2;',
  );
  console.log(' both ask for the product-tile fields with _source_include, as the VSF frontend does)\n');
  console.log(
    '| products | documents | dump | generate | import | server ready | listing median / p95 | full text median / p95 | server RSS |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const products of sizes) for (const line of await benchOne(products)) console.log(line);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
