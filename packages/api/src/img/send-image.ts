import type { Request, Response } from 'express';
import type { CachedImage } from './image-cache.js';

/**
 * Resized URLs embed the size and the source path, and the disk cache is keyed by the source's mtime,
 * so a response never changes under its URL: `immutable` spares browsers the revalidation round trip.
 */
export function cacheControl(maxAgeSeconds: number): string {
  return maxAgeSeconds > 0 ? `public, max-age=${maxAgeSeconds}, immutable` : 'no-cache';
}

export function sendImage(req: Request, res: Response, image: CachedImage, maxAgeSeconds: number, hit: boolean): void {
  res.set({
    'Content-Type': image.contentType,
    'Cache-Control': cacheControl(maxAgeSeconds),
    ETag: image.etag,
    'X-Image-Cache': hit ? 'hit' : 'miss',
  });
  if (matchesIfNoneMatch(req.get('If-None-Match'), image.etag)) {
    res.status(304).end();
    return;
  }
  res.status(200).send(image.body);
}

/**
 * RFC 9110 13.1.2 (weak comparison, lists, `*`). Not `req.fresh`: it ignores validators whenever the request
 * says `Cache-Control: no-cache`, which `fetch` adds to every conditional request, so those never got a 304.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => opaque(candidate) === opaque(etag));
}
