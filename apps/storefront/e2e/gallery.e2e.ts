import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeReport } from './support/axe';
import { gotoSettled, launchBrowser, watchConsole } from './support/browser';
import { navigateInApp } from './support/cart';
import { startStorefront, type RunningStorefront } from './support/start-storefront';

let shop: RunningStorefront;
let browser: Browser;
let productPath: string;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startStorefront(), launchBrowser()]);
  const query = {
    query: {
      bool: { filter: { bool: { must: [{ terms: { type_id: ['configurable'] } }, { terms: { visibility: [4] } }] } } },
    },
  };
  const url = `${shop.url}/api/catalog/vue_storefront_catalog/product/_search?size=1&request=${encodeURIComponent(
    JSON.stringify(query),
  )}`;
  const body = (await (await fetch(url)).json()) as { hits: { hits: Array<{ _source: { url_path: string } }> } };
  productPath = `/${body.hits.hits[0]!._source.url_path}`;
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

interface Shown {
  currentSrc: string;
  naturalWidth: number;
  naturalHeight: number;
  width: number;
  height: number;
}

function shown(page: Page, selector: string): Promise<Shown> {
  return page
    .locator(selector)
    .first()
    .evaluate(async (element) => {
      const img = element as HTMLImageElement;
      await img.decode().catch(() => undefined);
      const box = img.getBoundingClientRect();
      return {
        currentSrc: img.currentSrc,
        naturalWidth: img.naturalWidth,
        naturalHeight: img.naturalHeight,
        width: box.width,
        height: box.height,
      };
    });
}

/** The pixel size of the picture at a URL (an img's natural size is divided by its candidate's density). */
async function pixels(url: string): Promise<{ width: number; height: number }> {
  const { width = 0, height = 0 } = await sharp(Buffer.from(await (await fetch(url)).arrayBuffer())).metadata();
  return { width, height };
}

/** The candidate of a srcset with the highest density, as an absolute URL. */
async function densest(page: Page, selector: string): Promise<{ url: string; density: number }> {
  const srcset = (await page.locator(selector).first().getAttribute('srcset')) ?? '';
  const candidates = srcset.split(',').map((part) => {
    const [url, descriptor] = part.trim().split(/\s+/);
    return { url: new URL(url!, shop.url).href, density: Number.parseFloat(descriptor ?? '1x') };
  });
  return candidates.sort((a, b) => b.density - a.density)[0]!;
}

async function withContext(
  options: { width: number; height: number; deviceScaleFactor?: number },
  run: (page: Page, context: BrowserContext) => Promise<void>,
): Promise<void> {
  const { deviceScaleFactor = 1, ...viewport } = options;
  const context = await browser.newContext({ viewport, deviceScaleFactor });
  try {
    await run(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

describe('high-density screens', () => {
  it('get the 2x tile pictures, and the dense gallery picture after a client-side navigation', async () => {
    await withContext({ width: 1280, height: 900, deviceScaleFactor: 2 }, async (page) => {
      await gotoSettled(page, shop.url + '/');
      const tile = '.product-tile img';
      const dense = await densest(page, tile);
      expect(dense.density).toBe(2);
      expect(dense.url).toMatch(/\/img\/620\/600\/resize\//);
      const picture = await shown(page, tile);
      expect(picture.currentSrc).toBe(dense.url);
      // Really sharper: twice the pixels of the 310x300 box it fills.
      expect((await pixels(picture.currentSrc)).height).toBe(600);

      // After a client-side navigation to the product page, the gallery too.
      const link = page.locator(`a[href="${productPath}"]`).first();
      if (await link.count()) await link.click();
      else await navigateInApp(page, productPath);
      await page.waitForURL((url) => url.pathname === productPath);
      const gallery = '.gallery-stage img';
      await page.locator(gallery).waitFor();
      const galleryDense = await densest(page, gallery);
      expect(galleryDense.density).toBeGreaterThan(1);
      await expect.poll(async () => (await shown(page, gallery)).currentSrc).toBe(galleryDense.url);
      expect((await pixels(galleryDense.url)).width).toBeGreaterThanOrEqual(600 * galleryDense.density);
    });
  });

  it('leave density-1 screens the 1x pictures', async () => {
    await withContext({ width: 1280, height: 900 }, async (page) => {
      await gotoSettled(page, shop.url + productPath);
      expect((await shown(page, '.gallery-stage img')).currentSrc).toMatch(/\/img\/600\/744\/resize\//);
    });
  });
});

describe.each([
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
])('the gallery zoom at $width px', (viewport) => {
  it('shows a larger picture, magnifies it with a click or the keyboard, and closes back to the Zoom button', async () => {
    await withContext(viewport, async (page) => {
      const problems = watchConsole(page);
      await gotoSettled(page, shop.url + productPath);
      const inGallery = await shown(page, '.gallery-stage img');
      await page.getByRole('button', { name: 'Zoom' }).click();
      const dialog = page.getByRole('dialog', { name: 'Zoom' });
      await dialog.waitFor();
      const picture = '.zoom-overlay img';
      const fitted = await shown(page, picture);
      // A higher-resolution source than the gallery's.
      expect(fitted.naturalWidth).toBeGreaterThan(inGallery.naturalWidth);
      expect(fitted.naturalWidth).toBeGreaterThanOrEqual(800);

      // A click magnifies twice the fitted size, in an area that scrolls.
      await page.locator(picture).click();
      await expect.poll(async () => (await shown(page, picture)).width).toBeCloseTo(fitted.width * 2, 0);
      const area = await page
        .locator('.zoom-area')
        .evaluate((el) => ({ scrolls: el.scrollWidth > el.clientWidth && el.scrollHeight > el.clientHeight }));
      expect(area.scrolls).toBe(true);
      expect((await shown(page, picture)).width).toBeGreaterThan(inGallery.width);
      await page.locator(picture).click();
      await expect.poll(async () => (await shown(page, picture)).width).toBeCloseTo(fitted.width, 0);

      // The keyboard: the button, then + and -.
      await page.getByRole('button', { name: 'Zoom in' }).press('Enter');
      await expect.poll(async () => (await shown(page, picture)).width).toBeCloseTo(fitted.width * 2, 0);
      await page.getByRole('button', { name: 'Zoom out' }).waitFor();
      await page.keyboard.press('-');
      await expect.poll(async () => (await shown(page, picture)).width).toBeCloseTo(fitted.width, 0);
      await page.keyboard.press('+');
      await expect.poll(async () => (await shown(page, picture)).width).toBeCloseTo(fitted.width * 2, 0);

      // Tab stays in the dialog.
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      expect(await axeReport(page, '.zoom-overlay')).toBe('');

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Zoom');
      expect(problems).toEqual([]);
    });
  });

  it('magnifies around the clicked point, and shows its two controls apart', async () => {
    await withContext(viewport, async (page) => {
      await gotoSettled(page, shop.url + productPath);
      await page.getByRole('button', { name: 'Zoom' }).click();
      const dialog = page.getByRole('dialog', { name: 'Zoom' });
      await dialog.waitFor();
      const picture = page.locator('.zoom-overlay img');
      const fitted = await shown(page, '.zoom-overlay img');

      // Both controls on screen, neither hiding the other.
      const close = (await dialog.getByRole('button', { name: 'Close' }).boundingBox())!;
      const toggle = (await dialog.getByRole('button', { name: 'Zoom in' }).boundingBox())!;
      for (const box of [close, toggle]) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      const apart = toggle.x + toggle.width <= close.x || close.x + close.width <= toggle.x;
      expect(apart).toBe(true);

      // A click near the bottom-right corner magnifies around that point, not around the centre.
      await picture.click({ position: { x: fitted.width * 0.85, y: fitted.height * 0.85 } });
      await expect.poll(async () => (await shown(page, '.zoom-overlay img')).width).toBeCloseTo(fitted.width * 2, 0);
      const seen = await page.locator('.zoom-area').evaluate((area) => {
        const img = area.querySelector('img')!;
        const view = area.getBoundingClientRect();
        const box = img.getBoundingClientRect();
        const point = { x: box.left + box.width * 0.85, y: box.top + box.height * 0.85 };
        return {
          inView: point.x >= view.left && point.x <= view.right && point.y >= view.top && point.y <= view.bottom,
          scrolled: area.scrollLeft > 0 && area.scrollTop > 0,
        };
      });
      expect(seen.inView).toBe(true);
      expect(seen.scrolled).toBe(true);
    });
  });
});
