import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { ImageOutput } from './transform-image.js';
import { logger } from '../log/logger.js';

export interface CachedImage extends ImageOutput {
  /** Quoted strong validator derived from the bytes, so it changes exactly when the response changes. */
  etag: string;
}

export interface CacheResult {
  image: CachedImage;
  hit: boolean;
}

/** Bump when the output encoding changes so old entries are not served any more. */
const FORMAT_VERSION = 1;
const MAX_HEADER_BYTES = 1024;
/** What a file costs the disk at least (one block), so a flood of tiny thumbnails is counted for what it uses. */
const MIN_ENTRY_BYTES = 4096;
const KEY_PATTERN = /^[0-9a-f]{64}$/;

export interface ImageCacheOptions {
  /** Bytes the cache may hold on disk; beyond it, the least recently used entries are deleted. */
  maxBytes: number;
}

const headerSchema = z.object({
  v: z.literal(FORMAT_VERSION),
  type: z.string().min(1),
  length: z.number().int(),
  sha256: z.string(),
});

/**
 * Resized images on disk. Each file is one JSON header line followed by the bytes; the header carries the
 * content type (an SVG source becomes PNG, so the extension cannot tell) and a length and hash that let a
 * truncated or damaged entry be detected and rebuilt instead of served.
 */
export class ImageCache {
  private readonly inFlight = new Map<string, Promise<CachedImage>>();
  private warnedAboutWrites = false;
  /** Entry sizes in least-recently-used-first order (a Map keeps insertion order; a use re-inserts). */
  private readonly entries = new Map<string, number>();
  private totalBytes = 0;
  /**
   * Bookkeeping runs one step at a time behind the responses, never before them: first the index of the entries
   * already on disk, then each use and eviction.
   */
  private bookkeeping: Promise<void>;

  constructor(
    private readonly dir: string,
    private readonly options: ImageCacheOptions = { maxBytes: Number.POSITIVE_INFINITY },
  ) {
    this.bookkeeping = this.indexExisting();
  }

  /** Bytes the cache counts as used on disk, once the bookkeeping queued so far is done. */
  async usedBytes(): Promise<number> {
    await this.bookkeeping;
    return this.totalBytes;
  }

  private later(step: () => void | Promise<void>): void {
    this.bookkeeping = this.bookkeeping.then(step).catch(() => undefined);
  }

  static key(parts: readonly (string | number)[]): string {
    return createHash('sha256')
      .update(JSON.stringify([FORMAT_VERSION, ...parts]))
      .digest('hex');
  }

  /** Sharded by the first two hex digits so no single directory grows to hundreds of thousands of files. */
  fileFor(key: string): string {
    return join(this.dir, key.slice(0, 2), key);
  }

  async read(key: string): Promise<CachedImage | undefined> {
    let raw: Buffer;
    try {
      raw = await readFile(this.fileFor(key));
    } catch {
      return undefined;
    }
    const newline = raw.subarray(0, MAX_HEADER_BYTES).indexOf(0x0a);
    if (newline < 0) return undefined;
    let header: z.infer<typeof headerSchema>;
    try {
      header = headerSchema.parse(JSON.parse(raw.subarray(0, newline).toString('utf8')));
    } catch {
      return undefined;
    }
    const body = raw.subarray(newline + 1);
    if (body.length !== header.length || digest(body) !== header.sha256) return undefined;
    this.later(() => this.track(key, raw.length));
    return { body, contentType: header.type, etag: etagOf(header.sha256) };
  }

  /**
   * Writes through a unique temporary file and a rename, which is atomic on one file system: a concurrent
   * reader sees the old entry, no entry, or the whole new one, never a half-written file.
   * A failed write is not the client's problem, so it only costs the cache, never the response.
   */
  async write(key: string, output: ImageOutput): Promise<CachedImage> {
    const sha256 = digest(output.body);
    const image: CachedImage = { ...output, etag: etagOf(sha256) };
    const file = this.fileFor(key);
    const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
    const header = JSON.stringify({ v: FORMAT_VERSION, type: output.contentType, length: output.body.length, sha256 });
    try {
      await mkdir(join(this.dir, key.slice(0, 2)), { recursive: true });
      const bytes = Buffer.concat([Buffer.from(`${header}\n`), output.body]);
      await writeFile(temp, bytes);
      await rename(temp, file);
      this.later(() => {
        this.track(key, bytes.length);
        return this.evict();
      });
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      if (!this.warnedAboutWrites) {
        this.warnedAboutWrites = true;
        logger.warn(`[img] cannot write the image cache in ${this.dir}: ${(error as Error).message}`);
      }
    }
    return image;
  }

  /** Concurrent misses for one key share a single `produce` call, so a burst of requests runs sharp once. */
  async getOrCreate(key: string, produce: () => Promise<ImageOutput>): Promise<CacheResult> {
    const cached = await this.read(key);
    if (cached) return { image: cached, hit: true };
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = produce()
        .then((output) => this.write(key, output))
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return { image: await pending, hit: false };
  }

  /** Marks an entry as just used. */
  private track(key: string, size: number): void {
    const cost = Math.max(size, MIN_ENTRY_BYTES);
    const previous = this.entries.get(key);
    if (previous !== undefined) this.totalBytes -= previous;
    this.entries.delete(key);
    this.entries.set(key, cost);
    this.totalBytes += cost;
  }

  /** Deletes least recently used entries until the cache fits its budget again. */
  private async evict(): Promise<void> {
    while (this.totalBytes > this.options.maxBytes && this.entries.size > 0) {
      const [oldest, cost] = this.entries.entries().next().value as [string, number];
      this.entries.delete(oldest);
      this.totalBytes -= cost;
      await unlink(this.fileFor(oldest)).catch(() => undefined);
    }
  }

  /** Files left by earlier runs count against the budget, oldest (by modification time) evicted first. */
  private async indexExisting(): Promise<void> {
    const found: Array<{ key: string; size: number; mtimeMs: number }> = [];
    let shards: string[];
    try {
      shards = await readdir(this.dir);
    } catch {
      return;
    }
    for (const shard of shards) {
      if (!/^[0-9a-f]{2}$/.test(shard)) continue;
      let names: string[];
      try {
        names = await readdir(join(this.dir, shard));
      } catch {
        continue;
      }
      for (const name of names) {
        if (!KEY_PATTERN.test(name)) continue;
        try {
          const info = await stat(join(this.dir, shard, name));
          found.push({ key: name, size: info.size, mtimeMs: info.mtimeMs });
        } catch {
          // Evicted or replaced meanwhile.
        }
      }
    }
    found.sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const entry of found) this.track(entry.key, entry.size);
    await this.evict();
  }
}

function digest(body: Buffer): string {
  return createHash('sha256').update(body).digest('base64url');
}

function etagOf(sha256: string): string {
  return `"${sha256}"`;
}
