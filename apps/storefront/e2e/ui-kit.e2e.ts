import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoSettled, pageShown, reloadSettled, watchConsole } from './support/browser';
import { shopAndBrowserPerFile, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
shopAndBrowserPerFile((started) => ({ shop, browser } = started));

async function open(path: string, width = 1280): Promise<{ page: Page; problems: string[] }> {
  // bypassCSP: axe is evaluated into the page the way a browser extension would be.
  const page = await browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true });
  const problems = watchConsole(page);
  await gotoSettled(page, shop.url + path);
  return { page, problems };
}

/** Client-side navigation through a link on the page, as a shopper clicks it. */
async function follow(page: Page, click: () => Promise<void>, path: RegExp) {
  const before = page.url();
  await click();
  await page.waitForURL((url) => url.href !== before && path.test(url.pathname));
  await pageShown(page);
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Every top-level menu item on one row, inside the menu's box (none pushed off to a second row or out of view). */
async function menuRows(page: Page) {
  return page.evaluate(() => {
    const nav = document.querySelector('#main-nav')!.getBoundingClientRect();
    const items = [...document.querySelectorAll('#main-nav > ul > li')].map((li) => li.getBoundingClientRect());
    return {
      count: items.length,
      tops: [...new Set(items.map((box) => Math.round(box.top)))],
      outside: items.filter((box) => box.left < nav.left - 1 || box.right > nav.right + 1).length,
      headerHeight: Math.round(document.querySelector('.site-header')!.getBoundingClientRect().height),
    };
  });
}

async function axeViolations(page: Page, rules: string[]) {
  await page.evaluate(axe.source);
  return page.evaluate(
    async (only) =>
      (
        await (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'rule', values: only } })
      ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`),
    rules,
  );
}

/** From the home page to the first product, then into the wishlist and compare lists. */
async function addFirstProductToLists(page: Page) {
  await follow(page, () => page.locator('.product-tile a').first().click(), /./);
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await page.getByRole('button', { name: 'Remove from wishlist' }).waitFor();
  await page.getByRole('button', { name: 'Add to compare' }).click();
  await page.getByRole('button', { name: 'Remove from compare' }).waitFor();
  return (await page.locator('h1').first().textContent())!.trim();
}

describe('header at 1280 px', () => {
  it('keeps the category menu on one row, on a direct load and after client-side navigation', async () => {
    const { page, problems } = await open('/');
    const rows = await menuRows(page);
    expect(rows.count).toBeGreaterThan(5);
    expect(rows.tops).toHaveLength(1);
    expect(rows.outside).toBe(0);
    expect(rows.headerHeight).toBeLessThanOrEqual(64);
    await follow(page, () => page.locator('#main-nav > ul > li > a').first().click(), /\/[^/]+/);
    expect(await menuRows(page)).toEqual(rows);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('closes a submenu with Escape (focus back on its toggle) and with a click outside', async () => {
    const { page } = await open('/');
    const parent = page.locator('#main-nav > ul > li:has(> .submenu-toggle)').first();
    const toggle = parent.locator('> .submenu-toggle');
    const panel = parent.locator('> .submenu-panel');
    await toggle.click();
    await panel.locator('a').first().waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // The panel opens under its item, over the page.
    const [item, box] = await Promise.all([toggle.boundingBox(), panel.boundingBox()]);
    expect(box!.y).toBeGreaterThanOrEqual(item!.y + item!.height - 1);
    await panel.locator('a').first().focus();
    // Closed by Escape even under the pointer that clicked its toggle and still rests on it.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await toggle.click();
    await panel.locator('a').first().waitFor();
    await page.mouse.click(640, 600);
    await panel.waitFor({ state: 'hidden' });
    await page.close();
  });

  it('opens a submenu when the pointer rests on its item and closes it when the pointer leaves', async () => {
    const { page, problems } = await open('/');
    const parent = page.locator('#main-nav > ul > li:has(> .submenu-toggle)').first();
    const name = (await parent.locator('> a').textContent())!.trim();
    const panel = parent.locator('> .submenu-panel');
    const first = panel.getByRole('list', { name }).getByRole('link').first();
    expect(await first.isVisible()).toBe(false);
    await parent.locator('> a').hover();
    await first.waitFor();
    // The way down from the item to the panel keeps it open.
    const box = (await first.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
    expect(await first.isVisible()).toBe(true);
    await page.mouse.move(640, 700);
    await first.waitFor({ state: 'hidden' });

    // A subcategory chosen in the hovered panel: its page, the panel gone though the pointer has not moved.
    await parent.locator('> a').hover();
    await first.waitFor();
    const target = (await first.getAttribute('href'))!;
    await follow(page, () => first.click(), new RegExp(`^${target}$`));
    await first.waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens a submenu by hovering without JavaScript, and its subcategory by a click', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(shop.url + '/');
    const parent = page.locator('#main-nav > ul > li:has(> .submenu-panel)').first();
    const name = (await parent.locator('> a').textContent())!.trim();
    const first = parent.locator('> .submenu-panel').getByRole('list', { name }).getByRole('link').first();
    // The toggles need JavaScript: without it the links are the way.
    expect(await parent.locator('> .submenu-toggle').isVisible()).toBe(false);
    await parent.locator('> a').hover();
    await first.waitFor();
    const target = (await first.getAttribute('href'))!;
    await first.click();
    await page.waitForURL((url) => url.pathname === target);
    await page.locator('h1').waitFor();
    await context.close();
  });
});

describe('menu at 390 px', () => {
  it('opens a submenu below its parent, across the menu, with no sideways scroll', async () => {
    const { page, problems } = await open('/', 390);
    await page.getByRole('button', { name: 'Menu' }).click();
    const parent = page.locator('#main-nav > ul > li:has(> .submenu-toggle)').first();
    await parent.locator('> .submenu-toggle').click();
    const panel = parent.locator('> .submenu-panel');
    await panel.locator('a').first().waitFor();
    const [link, box, nav] = await Promise.all([
      parent.locator('> a').boundingBox(),
      panel.boundingBox(),
      page.locator('#main-nav').boundingBox(),
    ]);
    expect(box!.y).toBeGreaterThanOrEqual(link!.y + link!.height - 1);
    expect(box!.width).toBeGreaterThan(nav!.width * 0.8);
    // Readable: every entry in the screen's width and at least a touch target tall.
    const entries = await panel.locator('li').evaluateAll((lis) =>
      lis.map((li) => {
        const r = li.getBoundingClientRect();
        return { left: r.left, right: r.right, height: r.height };
      }),
    );
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.left).toBeGreaterThanOrEqual(0);
      expect(entry.right).toBeLessThanOrEqual(390);
      expect(entry.height).toBeGreaterThanOrEqual(40);
    }
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    // Escape closes the submenu (focus on its toggle), then the menu (focus on the menu button).
    await panel.locator('a').first().focus();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await parent.locator('> .submenu-toggle').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await page.locator('#main-nav').waitFor({ state: 'hidden' });
    const menuButton = page.getByRole('button', { name: 'Menu' });
    expect(await menuButton.evaluate((el) => el === document.activeElement)).toBe(true);
    await menuButton.click();
    await parent.locator('> .submenu-toggle').click();
    await panel.locator('a').first().waitFor();

    // A subcategory link navigates on the client and closes the menu.
    await follow(page, () => panel.locator('a').first().click(), /\/[^/]+/);
    expect(await page.locator('#main-nav').isVisible()).toBe(false);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('count badges and the logo', () => {
  it.each([1280, 390])(
    'at %i px: badge counts are in the buttons’ names, and names match visible text',
    async (width) => {
      const { page } = await open('/', width);
      const logo = page.locator('.logo');
      expect(await page.getByRole('link', { name: (await logo.textContent())!.trim(), exact: true }).count()).toBe(1);
      await addFirstProductToLists(page);
      expect(await page.getByRole('button', { name: 'Wishlist, 1 item', exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Compare, 1 item', exact: true }).isVisible()).toBe(true);
      expect(await axeViolations(page, ['label-content-name-mismatch', 'button-name', 'link-name'])).toEqual([]);
      // A direct load reads the lists back from storage.
      await reloadSettled(page);
      await page.getByRole('button', { name: 'Wishlist, 1 item', exact: true }).waitFor();
      expect(await page.getByRole('link', { name: 'Compare, 1 item', exact: true }).isVisible()).toBe(true);
      await page.close();
    },
  );
});

describe('wishlist drawer', () => {
  it.each([1280, 390])(
    'at %i px: takes the focus, keeps it, and gives it back on Escape and scrim click',
    async (width) => {
      const { page } = await open('/', width);
      await addFirstProductToLists(page);
      const opener = page.getByRole('button', { name: /^Wishlist/ });
      const drawer = page.getByRole('dialog', { name: 'Wishlist' });
      await opener.click();
      await drawer.getByRole('link').first().waitFor();
      const inside = () => drawer.evaluate((el) => el.contains(document.activeElement));
      expect(await inside()).toBe(true);
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
        expect(await inside()).toBe(true);
      }
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

      await opener.click();
      await drawer.waitFor();
      const box = (await drawer.boundingBox())!;
      // The scrim shows left of the drawer (at 390 px the drawer is the full width: its own close button then).
      if (box.x > 20) await page.mouse.click(box.x / 2, 450);
      else await drawer.getByRole('button', { name: 'Close' }).click();
      await drawer.waitFor({ state: 'detached' });
      expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await page.close();
    },
  );
});

describe('zoom modal', () => {
  it.each([1280, 390])('at %i px: covers the screen, keeps the focus, and gives it back on Escape', async (width) => {
    const { page, problems } = await open('/', width);
    await follow(page, () => page.locator('.product-tile a').first().click(), /./);
    const opener = page.getByRole('button', { name: 'Zoom' });
    const zoom = page.getByRole('dialog', { name: 'Zoom' });
    await opener.click();
    await zoom.waitFor();
    const box = (await zoom.boundingBox())!;
    expect([box.width, box.height]).toEqual([width, 900]);
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      expect(await zoom.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await zoom.waitFor({ state: 'detached' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('compare page', () => {
  it('shows attribute values as text, never their HTML, after client-side navigation and on a direct load', async () => {
    const { page, problems } = await open('/', 390);
    await addFirstProductToLists(page);
    await follow(page, () => page.getByRole('link', { name: /^Compare/ }).click(), /^\/compare$/);
    for (const load of ['client', 'direct']) {
      if (load === 'direct') await reloadSettled(page);
      // The compared products come from the browser's storage once the page is there: wait for their row.
      await page.getByRole('rowheader', { name: 'Description', exact: true }).waitFor();
      const cells = await page.locator('.compare-table tbody td').allTextContents();
      expect(cells.length, load).toBeGreaterThan(0);
      expect(
        cells.filter((text) => /<\/?[a-z][^>]*>/i.test(text)),
        load,
      ).toEqual([]);
      const description = page
        .locator('.compare-table tbody tr')
        .filter({ has: page.getByRole('rowheader', { name: 'Description', exact: true }) })
        .locator('td');
      expect((await description.textContent())!.trim().length, load).toBeGreaterThan(20);
      expect(await sideways(page), load).toBeLessThanOrEqual(0);
    }
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('sort labels (spec point 9)', () => {
  const labels = ['Latest', 'Price low to high', 'Price high to low'];
  const sortTexts = (page: Page) =>
    page
      .getByRole('navigation', { name: 'Sort by' })
      .locator('a, option, [aria-current]')
      .allTextContents()
      .then((texts) => texts.map((text) => text.trim()));

  it('reads exactly as the spec says, on a direct load and after client-side navigation', async () => {
    const { page } = await open('/');
    await follow(page, () => page.locator('#main-nav > ul > li > a').first().click(), /\/[^/]+/);
    expect(await sortTexts(page)).toEqual(labels);
    await reloadSettled(page);
    expect(await sortTexts(page)).toEqual(labels);
    await page.close();
  });
});
