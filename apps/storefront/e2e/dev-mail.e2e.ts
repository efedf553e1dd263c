import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS, watchConsole } from './support/browser';
import { shopAndBrowserPerFile, startStorefront, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;

shopAndBrowserPerFile((started) => ({ shop, browser } = started));

function subscribe(url: string, email: string) {
  return fetch(`${url}/api/ext/mailchimp-subscribe/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
}

describe('the development outbox page of the storefront server', () => {
  it('shows the mail the shop kept, newest first, and filters by recipient', async () => {
    expect((await subscribe(shop.url, 'ann@example.com')).status).toBe(200);
    expect((await subscribe(shop.url, 'bob@example.com')).status).toBe(200);
    for (const viewport of VIEWPORTS) {
      const page = await browser.newPage({ viewport });
      const problems = watchConsole(page);
      try {
        const response = await page.goto(`${shop.url}/dev/mail`);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Outbox');
        const subjects = await page.getByRole('heading', { level: 2 }).allTextContents();
        expect(subjects).toHaveLength(2);
        for (const subject of subjects) expect(subject).toMatch(/^Your 10% off coupon: NEWS-[A-Z2-7]{10}$/);
        expect(await page.locator('article').first().textContent()).toContain('bob@example.com');
        expect(await page.locator('article pre').first().isVisible()).toBe(true);

        await page.getByRole('link', { name: 'ann@example.com' }).click();
        await page.waitForURL(/\?to=ann%40example\.com$/);
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
          'Outbox: mail to ann@example.com',
        );
        expect(await page.locator('article').count()).toBe(1);
        expect(await page.locator('article').textContent()).toContain('Here is your coupon for 10% off');
        // The page's own style passes its policy: nothing is blocked, nothing fails.
        expect(problems).toEqual([]);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(viewport.width);
      } finally {
        await page.close();
      }
    }
  });

  it('is not there while mail goes out through SMTP', async () => {
    const smtpShop = await startStorefront({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      expect((await fetch(`${smtpShop.url}/dev/mail`)).status).toBe(404);
      expect((await fetch(`${smtpShop.url}/api/ext/mail-service/outbox`)).status).toBe(404);
    } finally {
      await smtpShop.stop();
    }
  });
});
