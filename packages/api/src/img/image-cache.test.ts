import { chmod, mkdtemp, readFile, readdir, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImageCache } from './image-cache.js';

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
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
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
