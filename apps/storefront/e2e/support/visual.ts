import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';

/** Approved screenshots, committed; `UPDATE_SCREENSHOTS=1` rewrites them from the current pages. */
export const SCREENSHOTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/** A channel differing by more than this (of 255) makes a pixel count as changed: anti-aliasing stays below it. */
const CHANNEL_THRESHOLD = 40;
/** More changed pixels than this share of the picture fail the check. */
export const MAX_CHANGED_RATIO = 0.002;

/** What varies from run to run, frozen: animations, transitions, the caret, smooth scrolling. */
const FREEZE_CSS = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

/**
 * Readies the page for a stable picture: no motion, no caret, no hover, every image (lazy ones too) loaded and
 * decoded, the (system) fonts ready, and at the top.
 */
export async function freezePage(page: Page): Promise<void> {
  await page.addStyleTag({ content: FREEZE_CSS });
  await page.mouse.move(0, 0);
  await page.evaluate(async () => {
    (document.activeElement as HTMLElement | null)?.blur();
    const images = [...document.images];
    for (const img of images) img.loading = 'eager';
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
    await document.fonts.ready;
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

export interface PixelComparison {
  width: number;
  height: number;
  changed: number;
  diff: Buffer;
}

/** Counts the pixels of two same-sized PNGs differing beyond the threshold, and draws them in red over a grey copy. */
export async function comparePngs(approved: Buffer, actual: Buffer): Promise<PixelComparison | { sizes: string }> {
  const [a, b] = await Promise.all(
    [approved, actual].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (a!.info.width !== b!.info.width || a!.info.height !== b!.info.height)
    return { sizes: `approved ${a!.info.width}x${a!.info.height}, actual ${b!.info.width}x${b!.info.height}` };
  const { width, height } = a!.info;
  const diff = Buffer.alloc(width * height * 4);
  let changed = 0;
  for (let i = 0; i < diff.length; i += 4) {
    let differs = false;
    for (let c = 0; c < 4; c++) if (Math.abs(a!.data[i + c]! - b!.data[i + c]!) > CHANNEL_THRESHOLD) differs = true;
    if (differs) {
      changed++;
      diff.set([255, 0, 0, 255], i);
    } else {
      const grey = Math.round((a!.data[i]! + a!.data[i + 1]! + a!.data[i + 2]!) / 3 / 3 + 170);
      diff.set([grey, grey, grey, 255], i);
    }
  }
  return {
    width,
    height,
    changed,
    diff: await sharp(diff, { raw: { width, height, channels: 4 } })
      .png()
      .toBuffer(),
  };
}

/**
 * Compares a full-page screenshot with the approved `<name>.png`. Returns '' when they match, else a message naming
 * the files to look at (`<name>.actual.png`, `<name>.diff.png` beside the approved one). `mask` covers what depends
 * on the day the catalogue was generated (review dates), with a fixed box.
 */
export async function screenshotMismatch(page: Page, name: string, mask: Locator[] = []): Promise<string> {
  await freezePage(page);
  const actual = await page.screenshot({
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    mask,
    maskColor: '#888888',
  });
  const approvedFile = join(SCREENSHOTS_DIR, `${name}.png`);
  const actualFile = join(SCREENSHOTS_DIR, `${name}.actual.png`);
  const diffFile = join(SCREENSHOTS_DIR, `${name}.diff.png`);
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  for (const stale of [actualFile, diffFile]) rmSync(stale, { force: true });
  if (process.env.UPDATE_SCREENSHOTS === '1') {
    writeFileSync(approvedFile, actual);
    return '';
  }
  if (!existsSync(approvedFile)) {
    writeFileSync(actualFile, actual);
    return `There is no approved screenshot ${approvedFile}. This run's is ${actualFile}: look at it, then approve it with UPDATE_SCREENSHOTS=1.`;
  }
  const result = await comparePngs(readFileSync(approvedFile), actual);
  if ('sizes' in result) {
    writeFileSync(actualFile, actual);
    return `${name}: the page's size changed (${result.sizes}). Compare ${approvedFile} with ${actualFile}; if the change is intended, approve it with UPDATE_SCREENSHOTS=1.`;
  }
  const ratio = result.changed / (result.width * result.height);
  if (ratio <= MAX_CHANGED_RATIO) return '';
  writeFileSync(actualFile, actual);
  writeFileSync(diffFile, result.diff);
  return `${name}: ${result.changed} of ${result.width * result.height} pixels changed (${(ratio * 100).toFixed(2)} %, more than ${MAX_CHANGED_RATIO * 100} %). The changes are red in ${diffFile}; this run's picture is ${actualFile}. If the change is intended, approve it with UPDATE_SCREENSHOTS=1.`;
}
