import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { COLOURS } from '../attributes/options.js';
import { BANNERS } from '../banners.js';
import { bannerImagePath, PLACEHOLDER_PATH, productImageSpecs } from './catalog-images.js';
import { bannerSvg, placeholderSvg, productSvg } from './svg.js';

/**
 * Raised whenever the artwork changes (2: product pictures at 2x without captions), so a media folder written by an
 * older version is redrawn instead of kept.
 */
const ARTWORK_VERSION = '2';
const VERSION_FILE = 'demo/.artwork-version';

interface ImageJob {
  path: string;
  svg: () => string;
}

function imageJobs(): ImageJob[] {
  return [
    ...productImageSpecs().map((spec) => ({ path: spec.path, svg: () => productSvg(spec.shape, spec.colour) })),
    ...BANNERS.map((banner) => ({
      path: bannerImagePath(banner.key),
      svg: () => bannerSvg(banner.shape, COLOURS[banner.colour]),
    })),
    { path: PLACEHOLDER_PATH, svg: placeholderSvg },
  ];
}

/** Every image path (relative to the media directory) the demo catalogue and banners reference. */
export function listDemoImages(): string[] {
  return imageJobs().map((job) => job.path);
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

async function render(job: ImageJob, file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  // Write then rename, so an interrupted run never leaves a truncated file that the next run would skip.
  const partial = `${file}.${process.pid}.partial`;
  await sharp(Buffer.from(job.svg())).jpeg({ quality: 82 }).toFile(partial);
  await rename(partial, file);
}

async function artworkVersion(mediaDir: string): Promise<string | undefined> {
  try {
    return (await readFile(join(mediaDir, VERSION_FILE), 'utf8')).trim();
  } catch {
    return undefined;
  }
}

/**
 * Renders the demo product images, banners and placeholder.jpg into `mediaDir`. Files that already exist are kept,
 * so re-running is cheap, unless an older version of the artwork drew them. Returns the relative paths
 * ('/demo/tee-red.jpg') written by this call.
 */
export async function generateDemoImages(mediaDir: string): Promise<string[]> {
  const jobs = imageJobs();
  const redraw = (await artworkVersion(mediaDir)) !== ARTWORK_VERSION;
  const written = new Set<string>();
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const job = jobs[next++] as ImageJob;
      const file = join(mediaDir, job.path.slice(1));
      if (!redraw && (await exists(file))) continue;
      await render(job, file);
      written.add(job.path);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  if (redraw) await writeFile(join(mediaDir, VERSION_FILE), ARTWORK_VERSION);
  return jobs.filter((job) => written.has(job.path)).map((job) => job.path);
}
