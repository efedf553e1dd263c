import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importGeneratedCatalogue, openWarmCatalogueSearch } from './catalogue-dump.js';
import { FULL_TEXT_WORDS, fullTextQuery, listingQuery, withTypo } from './queries.js';
import { summarize } from './stats.js';

/**
 * The catalogue engine on SQLite and on PostgreSQL, without HTTP (the search engine is what differs): import time of
 * a generated catalogue, then a fresh process per engine that opens the database, builds the in-memory index and
 * answers its first search (start-up), its RSS, and listing and full-text p95 in that process.
 *
 *   node bench/dist/catalogue-engine-bench.js [products]            # SQLite (a temp file)
 *   DATABASE_URL=postgres://... node bench/dist/catalogue-engine-bench.js [products]
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

/** The measuring process: start-up to first search, RSS with the index built, query percentiles. */
async function serveAndMeasure(dir: string): Promise<void> {
  const started = performance.now();
  const { search, index, categories, close } = await openWarmCatalogueSearch(dir);
  const startupMs = performance.now() - started;
  const time = async (body: (i: number) => Record<string, unknown>) => {
    const samples: number[] = [];
    for (let i = -20; i < REQUESTS; i++) {
      const t = performance.now();
      await search.search({ index, entity: 'product', body: body(Math.abs(i)), size: 50, from: 0 });
      if (i >= 0) samples.push(performance.now() - t);
    }
    return summarize(samples);
  };
  const sorts = [{ updated_at: 'desc' }, { final_price: 'asc' }, { final_price: 'desc' }];
  const listing = await time((i) => ({
    ...listingQuery([categories[i % categories.length]!], i % 2 === 1),
    sort: [sorts[i % sorts.length]],
  }));
  const text = await time((i) => fullTextQuery(withTypo(FULL_TEXT_WORDS[i % FULL_TEXT_WORDS.length]!)));
  global.gc?.();
  const rssMb = process.memoryUsage().rss / 1e6;
  console.log(JSON.stringify({ startupMs, rssMb, listing, text }));
  await close();
}

async function main(): Promise<void> {
  if (process.argv[2] === '--measure') return serveAndMeasure(process.argv[3]!);
  const products = Number(process.argv[2] ?? 100_000);
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-engine-bench-'));
  try {
    const { config, documents, importMs } = await importGeneratedCatalogue(dir, products);
    const measured = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--measure', dir], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`measuring process: ${code}`))));
    });
    const m = JSON.parse(measured.trim().split('\n').pop()!) as {
      startupMs: number;
      rssMb: number;
      listing: { median: number; p95: number };
      text: { median: number; p95: number };
    };
    const engine = config.databaseUrl ? 'PostgreSQL' : 'SQLite';
    console.log(
      `| ${engine} | ${products.toLocaleString('en-US')} | ${documents.toLocaleString('en-US')} | ` +
        `${(importMs / 1000).toFixed(1)} s | ${(m.startupMs / 1000).toFixed(1)} s | ${m.rssMb.toFixed(0)} MB | ` +
        `${m.listing.median.toFixed(1)} / ${m.listing.p95.toFixed(1)} ms | ${m.text.median.toFixed(1)} / ${m.text.p95.toFixed(1)} ms |`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
