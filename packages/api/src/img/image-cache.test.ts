import { chmod, mkdtemp, readFile, readdir, rm, truncate, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImageCache } from './image-cache.js';
import { logger } from '../log/logger.js';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'img-cache-'));
});

afterAll(async () => {
  await chmod(dir, 0o700).catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
});

const output = (text: string) => ({ body: Buffer.from(text), contentType: 'image/png' });

describe('ImageCache', () => {
  it('keys differ for every part', () => {
    expect(ImageCache.key(['file', '/a.jpg', 1, 2, 100, 100, 'resize'])).not.toBe(
      ImageCache.key(['file', '/a.jpg', 1, 2, 100, 100, 'fit']),
    );
    expect(ImageCache.key(['a', 'b'])).not.toBe(ImageCache.key(['a,b']));
  });

  it('round-trips body, content type and etag', async () => {
    const cache = new ImageCache(dir);
    const key = ImageCache.key(['round-trip']);
    const written = await cache.write(key, output('pixels'));
    expect(await cache.read(key)).toEqual(written);
    expect(written.etag).toMatch(/^"[\w-]+"$/);
  });

  it.each([
    ['truncated', (file: string) => truncate(file, 30)],
    [
      'body changed',
      async (file: string) => writeFile(file, Buffer.from((await readFile(file)).toString().replace('fresh', 'stale'))),
    ],
    ['no header', (file: string) => writeFile(file, 'garbage without a newline')],
    ['bad header', (file: string) => writeFile(file, '{"v":1}\nbody')],
    ['empty', (file: string) => writeFile(file, '')],
  ])('regenerates an entry that is %s', async (_name, damage) => {
    const cache = new ImageCache(dir);
    const key = ImageCache.key(['damaged', _name]);
    const produce = vi.fn(async () => output('fresh'));
    expect((await cache.getOrCreate(key, produce)).hit).toBe(false);
    await damage(cache.fileFor(key));
    expect(await cache.read(key)).toBeUndefined();
    const again = await cache.getOrCreate(key, produce);
    expect(again).toMatchObject({ hit: false, image: { body: Buffer.from('fresh') } });
    expect(produce).toHaveBeenCalledTimes(2);
    expect((await cache.getOrCreate(key, produce)).hit).toBe(true);
  });

  it('runs one producer for concurrent misses and leaves no temporary files', async () => {
    const cache = new ImageCache(dir);
    const key = ImageCache.key(['concurrent']);
    const produce = vi.fn(
      () => new Promise<ReturnType<typeof output>>((resolve) => setTimeout(() => resolve(output('once')), 20)),
    );
    const results = await Promise.all(Array.from({ length: 5 }, () => cache.getOrCreate(key, produce)));
    expect(produce).toHaveBeenCalledTimes(1);
    expect(new Set(results.map((result) => result.image.etag)).size).toBe(1);
    const files = await readdir(dir, { recursive: true });
    expect(files.filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('still answers when the cache directory cannot be written', async () => {
    const blocked = join(dir, 'not-a-directory');
    await writeFile(blocked, 'a file where a directory should be');
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const cache = new ImageCache(blocked);
    const result = await cache.getOrCreate(ImageCache.key(['unwritable']), async () => output('served anyway'));
    expect(result.image.body.toString()).toBe('served anyway');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('lets a producer failure reach the caller and retries next time', async () => {
    const cache = new ImageCache(dir);
    const key = ImageCache.key(['failing']);
    await expect(cache.getOrCreate(key, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await cache.getOrCreate(key, async () => output('ok'))).hit).toBe(false);
  });
});

describe('ImageCache disk budget', () => {
  const ENTRY = 4096;
  const fresh = () => mkdtemp(join(tmpdir(), 'img-cache-budget-'));
  const onDisk = async (cacheDir: string) =>
    (await readdir(cacheDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;

  it('deletes the least recently used entries once the budget is exceeded', async () => {
    const cacheDir = await fresh();
    try {
      const cache = new ImageCache(cacheDir, { maxBytes: 3 * ENTRY });
      const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => ImageCache.key(['budget', name])) as [
        string,
        string,
        string,
        string,
      ];
      for (const key of [a, b, c]) await cache.write(key, output(key));
      expect(await cache.read(a)).toBeDefined(); // a is now more recent than b
      await cache.write(d, output(d));
      expect(await cache.usedBytes()).toBeLessThanOrEqual(3 * ENTRY);
      expect(await cache.read(b)).toBeUndefined();
      for (const key of [a, c, d]) expect(await cache.read(key), key).toBeDefined();
      expect(await onDisk(cacheDir)).toBe(3);
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  });

  it('counts what earlier runs left on disk and evicts the oldest of it', async () => {
    const cacheDir = await fresh();
    try {
      const unbounded = new ImageCache(cacheDir);
      const keys = [1, 2, 3, 4].map((n) => ImageCache.key(['earlier', n]));
      for (const [i, key] of keys.entries()) {
        await unbounded.write(key, output(key));
        const time = new Date(Date.UTC(2026, 0, 1 + i));
        await utimes(unbounded.fileFor(key), time, time);
      }
      const bounded = new ImageCache(cacheDir, { maxBytes: 2 * ENTRY });
      expect(await bounded.usedBytes()).toBe(2 * ENTRY);
      expect(await bounded.read(keys[0]!)).toBeUndefined();
      expect(await bounded.read(keys[1]!)).toBeUndefined();
      expect(await bounded.read(keys[3]!)).toBeDefined();
      expect(await onDisk(cacheDir)).toBe(2);
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  });
});
