import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { COLOURS } from '../attributes/options.js';
import { SHAPE_COLOURS, type Shape } from './catalog-images.js';
import { generateDemoImages, listDemoImages } from './generate.js';
import { placeholderSvg, productSvg } from './svg.js';

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
    // Twice the 600x744 gallery, for high-density screens and the zoom.
    expect(product).toMatchObject({ format: 'jpeg', width: 1200, height: 1488 });
    const placeholder = await sharp(join(dir, 'placeholder.jpg')).metadata();
    expect(placeholder).toMatchObject({ format: 'jpeg', width: 1200, height: 1488 });
    const banner = written.find((path) => path.startsWith('/demo/banner-'));
    expect(banner).toBeDefined();
    const bannerMeta = await sharp(join(dir, (banner as string).slice(1))).metadata();
    expect(bannerMeta).toMatchObject({ format: 'jpeg', width: 1200, height: 500 });

    expect(await generateDemoImages(dir)).toEqual([]);
  }, 60_000);

  it('redraws pictures left by an older version of the artwork, then keeps them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'demo-images-'));
    dirs.push(dir);
    await mkdir(join(dir, 'demo'), { recursive: true });
    // A captioned 600x744 picture from before, with no version file.
    await sharp({ create: { width: 600, height: 744, channels: 3, background: '#ff0000' } })
      .jpeg()
      .toFile(join(dir, 'demo/tee-red.jpg'));
    await writeFile(join(dir, 'placeholder.jpg'), 'old');
    const written = await generateDemoImages(dir);
    expect(written).toContain('/demo/tee-red.jpg');
    expect(await sharp(join(dir, 'demo/tee-red.jpg')).metadata()).toMatchObject({ width: 1200, height: 1488 });
    expect(await generateDemoImages(dir)).toEqual([]);
  }, 60_000);
});

describe('product artwork', () => {
  it('carries no caption: the name is the page’s text, not the picture’s', () => {
    for (const [shape, colours] of Object.entries(SHAPE_COLOURS) as Array<[Shape, readonly string[]]>) {
      for (const colour of colours) {
        const svg = productSvg(shape, COLOURS[colour as keyof typeof COLOURS]);
        expect(svg, `${shape} ${colour}`).not.toMatch(/<text|<tspan/);
      }
    }
    expect(placeholderSvg()).not.toMatch(/<text/);
  });
});
