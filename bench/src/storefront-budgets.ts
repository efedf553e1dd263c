import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { get } from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { BrowserContext } from 'playwright-core';

/** Cookies as a browser context takes them (`url` or `domain` + `path`). */
export type BenchCookie = Parameters<BrowserContext['addCookies']>[0][number];
import { CHROMIUM, launchChromium, QUIET_FLAGS } from './browser.js';
import { startStorefront } from './server-process.js';

const JS_BUDGET_KB = 130;
const SCORE_BUDGET = 95;
const CLS_BUDGET = 0.05;
/** Lighthouse scores vary from run to run on a shared machine; the budget applies to the median. */
const LIGHTHOUSE_RUNS = Math.max(1, Math.floor(Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)) || 3);

export async function pagesToMeasure(base: string): Promise<Array<[string, string]>> {
  const search = async (entity: string, query: unknown) => {
    const url = `${base}/api/catalog/vue_storefront_catalog/${entity}/_search?size=1&request=${encodeURIComponent(
      encodeURIComponent(JSON.stringify(query)),
    )}`;
    const body = (await (await fetch(url)).json()) as { hits: { hits: Array<{ _source: Record<string, string> }> } };
    return body.hits.hits[0]!._source;
  };
  const category = await search('category', { query: { bool: { filter: { terms: { level: [2] } } } } });
  const product = await search('product', {
    query: {
      bool: { filter: { bool: { must: [{ terms: { type_id: ['configurable'] } }, { terms: { visibility: [4] } }] } } },
    },
  });
  return [
    ['home', '/'],
    ['category', `/${category.url_path}`],
    ['configurable product', `/${product.url_path}`],
  ];
}

/** Size of a resource as the server sends it to a browser that accepts gzip. */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** The phone and desktop widths of the end-to-end tests: a page may load different code at each. */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** URLs of every script a fresh browser downloads for `url` until the network is idle, idle-time loads included. */
async function scriptsByNetworkIdle(
  url: string,
  viewport: { width: number; height: number },
  cookies: BenchCookie[] = [],
): Promise<string[]> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport });
    // A page that needs a shopper's state (the checkout needs a cart) gets their cookies.
    if (cookies.length > 0) await context.addCookies(cookies);
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      // The worker check (see docs/behaviour.md#service-worker) asks for the worker's script with HEAD: no script body is downloaded.
      if (response.request().method() !== 'GET') return;
      const isScript =
        response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');
      if (isScript) scripts.add(response.url());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return [...scripts];
  } finally {
    await browser.close();
  }
}

/**
 * All JavaScript a page downloads by network idle (entry, route modules, whatever loads on demand or when idle), as
 * gzip as the server sends it, at the phone or desktop width that loads more. Measured as gzip whatever the browser
 * negotiated, so the figure compares with the budget even where the server also speaks brotli.
 */
export async function javascriptKb(url: string, cookies: BenchCookie[] = []): Promise<{ kb: number; scripts: number }> {
  let largest = { kb: 0, scripts: 0 };
  for (const viewport of VIEWPORTS) {
    const scripts = await scriptsByNetworkIdle(url, viewport, cookies);
    let bytes = 0;
    const sizes: Array<[string, number]> = [];
    for (const script of scripts) {
      const size = await gzipBytes(script);
      bytes += size;
      sizes.push([script, size]);
    }
    // BENCH_VERBOSE=1 lists each script, to see what a page downloads and where a budget goes.
    if (process.env.BENCH_VERBOSE)
      for (const [script, size] of sizes.sort((a, b) => b[1] - a[1]))
        console.log(`  ${viewport.width} px ${(size / 1024).toFixed(2)} KB ${new URL(script).pathname}`);
    if (bytes / 1024 >= largest.kb) largest = { kb: bytes / 1024, scripts: scripts.length };
  }
  return largest;
}

async function lighthouseMobile(url: string): Promise<{ score: number; cls: number; lcpMs: number }> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: QUIET_FLAGS });
  try {
    // Lighthouse 12's defaults: mobile form factor, simulated slow 4G and 4x CPU slowdown.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      cls: Number(audits['cumulative-layout-shift']?.numericValue ?? NaN),
      lcpMs: Number(audits['largest-contentful-paint']?.numericValue ?? NaN),
    };
  } finally {
    chrome.kill();
  }
}

interface LighthouseRun {
  score: number;
  cls: number;
  lcpMs: number;
}

/** The run with the median score of an odd number of runs; its CLS and LCP are reported with it. */
function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const verdict = (ok: boolean) => (ok ? 'pass' : 'FAIL');

/**
 * Spec budgets of the catalogue issue on the demo catalogue: all JavaScript by network idle, Lighthouse mobile
 * performance (median of LIGHTHOUSE_RUNS runs) and CLS. Sets a failing exit code when a page is over a budget.
 */
export async function runStorefrontBudgets(serverScript: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-web-'));
  // Served as `npm start` serves it.
  const server = await startStorefront(serverScript, dir);
  const failures: string[] = [];
  try {
    console.log(
      `\nStorefront budgets (demo catalogue, production build, Debian Chromium; Lighthouse 12 mobile defaults, ` +
        `median of ${LIGHTHOUSE_RUNS} runs)\n`,
    );
    console.log(
      `| page | all JS by network idle, gzip (budget ${JS_BUDGET_KB} KB) | Lighthouse performance, median ` +
        `(budget ${SCORE_BUDGET}) | runs | CLS (budget < ${CLS_BUDGET}) | LCP |`,
    );
    console.log('|---|---|---|---|---|---|');
    for (const [name, path] of await pagesToMeasure(server.url)) {
      const url = server.url + path;
      const js = await javascriptKb(url);
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseMobile(url));
      const lh = medianRun(runs);
      const jsOk = js.kb <= JS_BUDGET_KB;
      const scoreOk = lh.score >= SCORE_BUDGET;
      const clsOk = lh.cls < CLS_BUDGET;
      if (!jsOk) failures.push(`${name}: ${js.kb.toFixed(1)} KB of JavaScript (budget ${JS_BUDGET_KB} KB)`);
      if (!scoreOk) failures.push(`${name}: Lighthouse performance ${lh.score} (budget ${SCORE_BUDGET})`);
      if (!clsOk) failures.push(`${name}: CLS ${lh.cls.toFixed(3)} (budget < ${CLS_BUDGET})`);
      console.log(
        `| ${name} | ${js.kb.toFixed(1)} KB in ${js.scripts} scripts: ${verdict(jsOk)} | ${lh.score}: ${verdict(scoreOk)} | ` +
          `${runs.map((run) => run.score).join(', ')} | ${lh.cls.toFixed(3)}: ${verdict(clsOk)} | ${(lh.lcpMs / 1000).toFixed(2)} s |`,
      );
    }
    console.log(failures.length === 0 ? '\nAll storefront budgets met.' : `\nOver budget:\n- ${failures.join('\n- ')}`);
    if (failures.length > 0) process.exitCode = 1;
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
