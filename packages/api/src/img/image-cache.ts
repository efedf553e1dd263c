import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { ImageOutput } from './transform-image.js';

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

  constructor(private readonly dir: string) {}

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
      await writeFile(temp, Buffer.concat([Buffer.from(`${header}\n`), output.body]));
      await rename(temp, file);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      if (!this.warnedAboutWrites) {
        this.warnedAboutWrites = true;
        console.warn(`[img] cannot write the image cache in ${this.dir}: ${(error as Error).message}`);
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
}

function digest(body: Buffer): string {
  return createHash('sha256').update(body).digest('base64url');
}

function etagOf(sha256: string): string {
  return `"${sha256}"`;
}
