import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ampValidatorEngine, validateAmp } from './support/amp-validator';
import { VIEWPORTS } from './support/browser';
import { listedProducts } from './support/catalogue';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started));

/** The only script an AMP page may have: the AMP runtime. */
const RUNTIME = '<script async src="https://cdn.ampproject.org/v0.js">';

type Listed = { sku: string; url_path: string; name: string };

/** A page's AMP alternate, as its `rel=amphtml` link names it. */
async function ampOf(path: string): Promise<{ href: string; html: string; canonical: string }> {
  const page = await (await fetch(shop.url + path)).text();
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1] ?? '';
  const href = /<link rel="amphtml" href="([^"]+)"/.exec(page)?.[1];
  expect(href, `${path} links an AMP alternate`).toMatch(/^\/amp\//);
  const reply = await fetch(shop.url + href!);
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
  return { href: href!, html: await reply.text(), canonical };
}

let simple: Listed;
let configurable: Listed;
beforeAll(async () => {
  // The validator's engine comes from the npm registry once (support/amp-validator.ts).
  await ampValidatorEngine();
  simple = (await listedProducts<Listed>(shop, 'simple', 'size=5&sort=id:asc'))[0]!;
  configurable = (await listedProducts<Listed>(shop, 'configurable', 'size=5&sort=id:asc'))[0]!;
}, 180_000);

describe('AMP alternates are valid AMP (issue 21)', () => {
  it.each([
    ['a simple product', () => `/${simple.url_path}`],
    ['a configurable product', () => `/${configurable.url_path}`],
    ['a category', () => '/c/women-20'],
  ])('%s: the AMP validator passes it, and its one script is the AMP runtime', async (_what, path) => {
    const { html, canonical } = await ampOf(path());
    const verdict = await validateAmp(html);
    expect(verdict.errors).toEqual([]);
    expect(verdict.status).toBe('PASS');
    expect(html).toMatch(/^<!doctype html><html ⚡ lang="en-US">/);
    expect([...html.matchAll(/<script\b[^>]*>/gi)].map((match) => match[0])).toEqual([RUNTIME]);
    // Its canonical link names the page it is the AMP version of.
    expect(canonical).toMatch(/^http/);
    expect(html).toContain(`<link rel="canonical" href="${canonical.replace(/&amp;/g, '&amp;')}">`);
  });

  it("refuses the shop's ordinary page: the validator checks for real", async () => {
    const page = await (await fetch(`${shop.url}/${simple.url_path}`)).text();
    expect((await validateAmp(page)).status).toBe('FAIL');
  });

  it('a product shows price × quantity, and one more or one less reloads it with ?qty=', async () => {
    const { href, html } = await ampOf(`/${configurable.url_path}`);
    expect(html).toMatch(/\$\d+\.\d{2} × 1/);
    expect(html).toContain('Check available sizes');
    const two = await (await fetch(`${shop.url}${href}?qty=2`)).text();
    expect(two).toMatch(/\$\d+\.\d{2} × 2/);
    expect((await validateAmp(two)).status).toBe('PASS');
  });

  it.each(VIEWPORTS.map((viewport) => [viewport.width, viewport] as const))(
    'reads at %i px without JavaScript: the minimal layout, the product and its image, nothing wider than the screen',
    async (_width, viewport) => {
      const context = await browser.newContext({ viewport, javaScriptEnabled: false });
      const page = await context.newPage();
      const { href } = await ampOf(`/${simple.url_path}`);
      await page.goto(shop.url + href);
      expect(await page.locator('header.minimal-header').count()).toBe(1);
      expect((await page.locator('h1').textContent())?.trim()).toBeTruthy();
      expect(await page.locator('amp-img img').count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await context.close();
    },
  );
});
