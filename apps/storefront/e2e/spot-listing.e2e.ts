import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoSettled, hydrated, watchConsole, widthFlows } from './support/browser';
import { dayAhead, fillPeriod, formClock, openSpotFromListing, quoteReady, spotCard } from './support/spot';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started));

/** The hourly rate a card shows, as a number. */
async function hourlyRates(page: Page): Promise<number[]> {
  const rates = await page.locator('.spot-card-rates').allTextContents();
  return rates.map((text) => Number(/\$([\d.,]+) \/ hour/.exec(text)![1]!.replace(',', '')));
}

/** Words of the cards' titles that a line break cuts in two (each word measured as its own range). */
function wordsBrokenMidWord(page: Page): Promise<string[]> {
  return page.locator('.spot-card h2 a').evaluateAll((links) =>
    links.flatMap((link) => {
      const text = link.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return [];
      const broken: string[] = [];
      const value = text.textContent ?? '';
      for (const match of value.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
      return broken;
    }),
  );
}

const flows = widthFlows();

describe.each([
  [390, 100],
  [1280, 110],
])('/spot-listing at %i px', (width, days) => {
  const flow = flows.at(width);
  it('shows every spot compactly, inside the viewport, titles unbroken, rates per hour and month', async () => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const problems = watchConsole(page);
    await gotoSettled(page, shop.url + '/spot-listing');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const cards = page.locator('.spot-card');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (const card of await cards.all()) {
      expect(await card.getByRole('link').first().textContent()).toMatch(/\S/);
      expect(await card.locator('.spot-card-rates').textContent()).toMatch(
        /^\$\d+\.\d{2} \/ hour · \$\d+\.\d{2} \/ month$/,
      );
      expect(await card.locator('.spot-card-where').textContent()).toMatch(/\S/);
      expect(await card.getByTestId('spot-status').textContent()).toMatch(/^(Available|Booked)/);
      for (const box of await card
        .locator('a, p')
        .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect)))
        expect(box.left >= 0 && box.right <= width && box.width > 0).toBe(true);
    }
    expect(await wordsBrokenMidWord(page)).toEqual([]);
    if (width === 390) {
      const height = await page.locator('.spot-cards').evaluate((list) => list.getBoundingClientRect().height);
      // Two and a half cards or more per screen on a phone.
      expect(height / count).toBeLessThan(360);
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  flow(
    'opens on the spot the shopper came from with their period, filters to free spots and orders by price, all kept in the URL',
    async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await gotoSettled(page, shop.url + '/spot-listing');
      const spot = await openSpotFromListing(page, 3);
      await hydrated(page);
      const form = page.locator('.spot-booking-form');
      const zone = await formClock(page);
      const date = dayAhead(days, zone);
      await fillPeriod(form, { date, start: '14:00', end: '16:00' });
      await quoteReady(form);
      await form.getByRole('link', { name: 'See all spots for this period' }).click();
      await page.waitForURL((url) => url.pathname === '/spot-listing');
      expect(new URL(page.url()).searchParams.get('date')).toBe(date);
      const card = spotCard(page, spot.sku);
      expect(await card.getAttribute('aria-current')).toBe('true');
      expect(await card.locator('.spot-card-mark').textContent()).toBe('The spot you came from');
      await expect.poll(() => card.evaluate((node) => node.getBoundingClientRect().top)).toBeLessThan(900);
      const periodForm = page.locator('.spot-period-form');
      expect(await periodForm.getByLabel('From', { exact: true }).inputValue()).toBe('14:00');
      expect(await periodForm.getByLabel('Until', { exact: true }).inputValue()).toBe('16:00');

      await periodForm.getByLabel('Only spots free for this period').check();
      await periodForm.getByLabel('Order by').selectOption('price');
      await periodForm.getByRole('button', { name: 'Show available spots' }).click();
      await page.waitForURL((url) => url.searchParams.get('order') === 'price');
      await page.locator('.spot-card').first().waitFor();
      // The address changes before the cards of the new order are drawn: wait for what the shopper ends up seeing.
      const ascending = (list: number[]) => list.every((rate, i) => i === 0 || list[i - 1]! <= rate);
      await expect.poll(async () => ascending(await hourlyRates(page)), { timeout: 10_000 }).toBe(true);
      const rates = await hourlyRates(page);
      expect(rates.length).toBeGreaterThan(1);
      expect(await page.getByTestId('spot-status').allTextContents()).toEqual(
        rates.map(() => expect.stringMatching(/^Available/)),
      );
      expect(await spotCard(page, spot.sku).getAttribute('aria-current')).toBe('true');
      await page.reload();
      expect(await page.locator('.spot-period-form').getByLabel('Order by').inputValue()).toBe('price');
      expect(await page.locator('.spot-period-form').getByLabel('Only spots free for this period').isChecked()).toBe(
        true,
      );
      await page.close();
    },
  );

  flow('says an invalid period once, next to its field, and calls no spot booked', async () => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await gotoSettled(page, shop.url + '/spot-listing');
    const form = page.locator('.spot-period-form');
    const zone = await formClock(page);
    await fillPeriod(form, { date: dayAhead(days + 2, zone), start: '10:10', end: '10:30' });
    await form.getByRole('button', { name: 'Show available spots' }).click();
    await page.waitForURL((url) => url.searchParams.get('start') === '10:10');
    const error = page.locator('.spot-period-form .ui-field-error');
    await error.first().waitFor();
    expect(await error.allTextContents()).toHaveLength(1);
    expect(await page.locator('.spot-cards').getByText('Booked').count()).toBe(0);
    expect(await page.locator('.spot-card button').count()).toBe(0);
    await page.close();
  });
});
