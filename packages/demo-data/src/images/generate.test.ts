import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { generateDemoImages, listDemoImages } from './generate.js';

describe('generateDemoImages', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('writes readable JPEGs of the right size, and skips them on a second run', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'demo-images-'));
    dirs.push(dir);
    const written = await generateDemoImages(dir);
    expect(written).toEqual(listDemoImages());
    expect(written.length).toBeGreaterThanOrEqual(60);
    expect(written.length).toBeLessThanOrEqual(150);
    expect(written).toContain('/placeholder.jpg');

    const product = await sharp(join(dir, 'demo/tee-red.jpg')).metadata();
    expect(product).toMatchObject({ format: 'jpeg', width: 600, height: 744 });
    const placeholder = await sharp(join(dir, 'placeholder.jpg')).metadata();
    expect(placeholder).toMatchObject({ format: 'jpeg', width: 600, height: 744 });
    const banner = written.find((path) => path.startsWith('/demo/banner-'));
    expect(banner).toBeDefined();
    const bannerMeta = await sharp(join(dir, (banner as string).slice(1))).metadata();
    expect(bannerMeta).toMatchObject({ format: 'jpeg', width: 1200, height: 500 });

    expect(await generateDemoImages(dir)).toEqual([]);
  }, 60_000);
});
