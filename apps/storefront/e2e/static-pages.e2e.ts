import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoSettled, pageShown, watchConsole } from './support/browser';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started));

describe("the footer's static pages", () => {
  it('each footer link opens a page with a heading and the shop’s text, directly and after a client-side navigation', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = watchConsole(page);
    await gotoSettled(page, shop.url + '/');
    const links = await page
      .locator('footer.site-footer li a')
      .evaluateAll((anchors) => anchors.map((a) => ({ href: a.getAttribute('href')!, text: a.textContent!.trim() })));
    expect(links.length).toBe(15);
    const seen = new Set<string>();
    for (const link of links) {
      // Direct load: a real page, not a 404.
      const response = await fetch(shop.url + link.href);
      expect(response.status, link.href).toBe(200);

      // Client-side: the footer stays, so each link is followed from the page before.
      await page.locator(`footer.site-footer a[href="${link.href}"]`).click();
      await page.waitForURL((url) => url.pathname === link.href);
      // The URL changes when the page's data has arrived; the page itself renders a moment later.
      await pageShown(page);
      const heading = page.locator('main h1, article h1').first();
      await heading.waitFor();
      expect((await heading.textContent())?.trim(), link.href).toBe(link.text);
      const text = (await page.locator('article .cms-content').textContent()) ?? '';
      expect(text.trim().length, `the text of ${link.href}`).toBeGreaterThan(120);
      // Fifteen pages, fifteen different texts.
      expect(seen.has(text), `${link.href} repeats another page`).toBe(false);
      seen.add(text);
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the same text on a direct load', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await gotoSettled(page, shop.url + '/returns');
    expect(await page.locator('article h1').textContent()).toBe('Returns');
    expect(await page.locator('article .cms-content').textContent()).toContain('within 30 days');
    await page.close();
  });
});
