import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { get } from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startServer } from './server-process.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const QUIET_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const JS_BUDGET_KB = 130;
const SCORE_BUDGET = 95;
const CLS_BUDGET = 0.05;

async function pagesToMeasure(base: string): Promise<Array<[string, string]>> {
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

/**
 * JavaScript needed to render and hydrate a page: the entry and every module the server-rendered HTML preloads
 * (React Router lists the route modules a page hydrates with), gzip as served. Code loaded later on demand (panels
 * opened by the shopper, idle-time work) is not part of it.
 */
async function hydrationJavascriptKb(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  const modules = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!));
  for (const m of html.matchAll(/import\(["']([^"']+\.js)["']\)|from ["']([^"']+\.js)["']/g))
    modules.add((m[1] ?? m[2])!);
  let bytes = 0;
  for (const path of modules) bytes += await gzipBytes(new URL(path, url).href);
  return bytes / 1024;
}

/** Every script Chromium downloads until the network is idle (gzip as transferred), idle-time loads included. */
async function javascriptKb(url: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: QUIET_FLAGS.filter((f) => f !== '--headless=new'),
  });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Set<string>();
    let bytes = 0;
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.add(event.requestId);
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (scripts.has(event.requestId)) bytes += event.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return bytes / 1024;
  } finally {
    await browser.close();
  }
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

/** Spec budgets of the catalogue issue: JS per page, Lighthouse mobile performance and CLS, on the demo catalogue. */
export async function runStorefrontBudgets(serverScript: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-web-'));
  const server = await startServer(serverScript, { DATA_DIR: dir }, /Storefront listening on (http:\/\/localhost:\d+)/);
  try {
    console.log(
      '\nStorefront budgets (demo catalogue, built storefront, Debian Chromium; Lighthouse 12 mobile defaults)\n',
    );
    console.log(
      `| page | JS to render and hydrate, gzip (budget ${JS_BUDGET_KB} KB) | all JS by network idle | ` +
        `Lighthouse performance (budget ${SCORE_BUDGET}) | CLS (budget < ${CLS_BUDGET}) | LCP |`,
    );
    console.log('|---|---|---|---|---|---|');
    for (const [name, path] of await pagesToMeasure(server.url)) {
      const url = server.url + path;
      const js = await hydrationJavascriptKb(url);
      const all = await javascriptKb(url);
      const lh = await lighthouseMobile(url);
      const mark = (ok: boolean) => (ok ? '' : ' (over)');
      console.log(
        `| ${name} | ${js.toFixed(1)} KB${mark(js <= JS_BUDGET_KB)} | ${all.toFixed(1)} KB | ${lh.score}${mark(lh.score >= SCORE_BUDGET)} | ` +
          `${lh.cls.toFixed(3)}${mark(lh.cls < CLS_BUDGET)} | ${(lh.lcpMs / 1000).toFixed(2)} s |`,
      );
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
