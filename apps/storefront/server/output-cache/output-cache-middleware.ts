import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { OFFLINE_COPY_HEADER, storeCodeFromPath, type ServerConfig, type StorefrontConfig } from '@storefront/core';
import type { Request, RequestHandler, Response } from 'express';
import type { OutputCacheNotes } from '../../app/lib/request-context.js';
import { cspNonce } from '../security-headers.js';
import type { OutputCacheEntry, OutputCacheStore } from './output-cache-store.js';
import type { ProductChangeFollower, ProductVersions } from './product-change-follower.js';
import {
  cacheKeyUrl,
  cacheTagsHeader,
  mayKeepResponse,
  mayUseOutputCache,
  pageParameters,
} from './output-cache-rules.js';
import { requestLog } from '../../app/lib/logger.server.js';

export const CACHE_HEADER = 'X-VS-Cache';
export const CACHE_TAGS_HEADER = 'X-VS-Cache-Tags';

/** A page larger than this is served but not kept (one entry must not push out hundreds of others). */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

/** Headers a later answer gets fresh (per response, per connection, or written by the cache itself). */
const NOT_REPLAYED = new Set([
  'set-cookie',
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  CACHE_HEADER.toLowerCase(),
  CACHE_TAGS_HEADER.toLowerCase(),
]);

export interface OutputCacheOptions {
  store: OutputCacheStore;
  settings: ServerConfig['outputCache'];
  config: StorefrontConfig;
  /** Differs per build, so a deployment never serves pages naming the previous build's assets. */
  buildVersion: string;
  /** The origin the page's links name (it can follow the Host header when no public URL is configured). */
  originOf: (req: Request) => string;
  /** Whether a route never goes into the cache (account, cart, checkout...). */
  neverCached: (req: Request) => boolean;
  /** The versions of what every page may show (menu, attributes, tax...): any change to them makes every entry stale. */
  catalogStamp?: () => Promise<string>;
  /** Products: a change drops the pages tagged with what it touched, not every page (docs/adr/0015). */
  productChanges?: ProductChangeFollower;
}

type Notes = OutputCacheNotes & { refused: boolean; untracked: boolean };

/** What a request saw of the catalogue before rendering or reading the store. */
interface CatalogSeen {
  stamp: string;
  products?: ProductVersions;
}

/** Whether a kept entry still shows the catalogue the request sees: same stamp, and no product change it carries. */
async function stillFresh(entry: OutputCacheEntry, seen: CatalogSeen, options: OutputCacheOptions): Promise<boolean> {
  if (entry.catalogStamp !== seen.stamp) return false;
  const follower = options.productChanges;
  if (!follower || !seen.products) return true;
  if (!entry.productVersions) return false;
  const tags = entry.productsUntracked ? undefined : entry.tags;
  return !(await follower.touches(entry.productVersions, seen.products, tags));
}

/** The notes this request's loaders fill, or undefined when its answer is not going to be kept. */
export function outputCacheNotes(res: Response): OutputCacheNotes | undefined {
  return (res.locals as { outputCache?: OutputCacheNotes }).outputCache;
}

function headerValue(headers: OutgoingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

function replayable(headers: OutgoingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_REPLAYED.has(name.toLowerCase())) continue;
    kept[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return kept;
}

function keyOf(req: Request, url: string, options: OutputCacheOptions): string {
  const { config } = options;
  const { storeCode } = storeCodeFromPath(req.path, {
    multistore: config.storeViews.multistore,
    mapStoreUrlsFor: config.storeViews.mapStoreUrlsFor,
    views: config.storeViews.views,
    defaultStoreCode: config.defaultStoreCode,
  });
  // VSF1's key shape (`page:<store>:<url>`), with what else changes the page here: the build, the origin its links
  // name, and the service worker's anonymous offline copy.
  const copy = (req.headers as IncomingHttpHeaders)[OFFLINE_COPY_HEADER.toLowerCase()] === '1' ? ':copy' : '';
  return `page:${options.buildVersion}:${storeCode || 'main'}:${options.originOf(req)}:${url}${copy}`;
}

/** The body with every occurrence of the old nonce replaced, on the bytes (a page is 100 KB and more). */
export function withNonce(body: Buffer, oldNonce: string, newNonce: string): Buffer {
  const needle = Buffer.from(oldNonce);
  const replacement = Buffer.from(newNonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle); at >= 0; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at), replacement);
    from = at + needle.length;
  }
  if (from === 0) return body;
  parts.push(body.subarray(from));
  return Buffer.concat(parts);
}

function replay(entry: OutputCacheEntry, req: Request, res: Response, useTagging: boolean): void {
  res.status(entry.status);
  for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
  res.setHeader(CACHE_HEADER, 'Hit');
  if (useTagging && entry.tags.length > 0) res.setHeader(CACHE_TAGS_HEADER, cacheTagsHeader(entry.tags));
  const nonce = cspNonce(res);
  // The kept page carries the nonce of the answer it was rendered for; this answer's policy names a new one.
  const body = entry.nonce && nonce ? withNonce(entry.body, entry.nonce, nonce) : entry.body;
  res.setHeader('Content-Length', body.length);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

/**
 * Watches a rendered answer: writes the tags header before the head goes out, collects the body, and keeps the whole
 * answer once it is finished, if it may be kept.
 */
function keepWhenFinished(
  req: Request,
  res: Response,
  key: string,
  seen: CatalogSeen,
  notes: Notes,
  options: OutputCacheOptions,
): void {
  const chunks: Buffer[] = [];
  let bytes = 0;
  let tooLarge = false;
  let head: { status: number; headers: OutgoingHttpHeaders } | undefined;
  const collect = (chunk: unknown, encoding: unknown) => {
    if (tooLarge || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : undefined;
    if (!buffer) return;
    bytes += buffer.length;
    if (bytes > MAX_ENTRY_BYTES) {
      tooLarge = true;
      chunks.length = 0;
    } else chunks.push(buffer);
  };

  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    if (options.settings.useTagging && notes.tags.size > 0 && !res.headersSent)
      res.setHeader(CACHE_TAGS_HEADER, cacheTagsHeader(notes.tags));
    const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
    // Taken before compression adds its own headers, which belong to this connection's encoding only.
    head = { status, headers: res.getHeaders() };
    return writeHead(...args);
  }) as typeof res.writeHead;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  res.write = ((...args: unknown[]) => {
    collect(args[0], args[1]);
    return write(...args);
  }) as typeof res.write;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((...args: unknown[]) => {
    collect(args[0], args[1]);
    return end(...args);
  }) as typeof res.end;

  res.on('finish', () => {
    if (req.method !== 'GET' || tooLarge || notes.refused || !head) return;
    const headers = head.headers;
    if (!mayKeepResponse({ status: head.status, header: (name) => headerValue(headers, name) })) return;
    if (headerValue(headers, 'set-cookie') !== undefined) return;
    const tags = [...notes.tags];
    const entry: OutputCacheEntry = {
      status: head.status,
      headers: replayable(headers),
      body: Buffer.concat(chunks),
      nonce: cspNonce(res),
      catalogStamp: seen.stamp,
      tags,
      ...(seen.products && { productVersions: seen.products }),
      ...(notes.untracked && { productsUntracked: true }),
    };
    void keepUnlessOutdated(key, entry, options).catch((error: unknown) => {
      requestLog(req).error({ err: error }, '[output-cache] could not keep a page');
    });
  });
}

/**
 * Keeps a rendered entry, unless a product change this process has already followed (and so already dropped the
 * pages of) concerns it: it was rendered from older documents and would come back after the invalidation.
 */
async function keepUnlessOutdated(key: string, entry: OutputCacheEntry, options: OutputCacheOptions): Promise<void> {
  const follower = options.productChanges;
  if (follower && entry.productVersions) {
    const tags = entry.productsUntracked ? undefined : entry.tags;
    if (await follower.touches(entry.productVersions, follower.latest, tags)) return;
  }
  await options.store.set(key, entry, entry.tags, options.settings.defaultTtlSeconds);
}

/**
 * The server-side output cache (VSF1's `server.useOutputCache`): anonymous reads of pages and `.data` answers are
 * answered from the store when a fresh copy exists (`X-VS-Cache: Hit`), else rendered and kept (`Miss`). Anything
 * personal (a session, a cart, the account, the checkout, a Set-Cookie answer) passes by untouched, and so does a URL
 * with a query parameter no page reads (`cacheKeyUrl`): the key holds only the parameters that change the page.
 */
export function outputCache(options: OutputCacheOptions): RequestHandler {
  const { products } = options.config;
  const parameters = pageParameters([...products.defaultFilters, ...products.systemFilterNames]);
  return async (req, res, next) => {
    if (
      !mayUseOutputCache({
        method: req.method,
        url: req.originalUrl,
        cookieHeader: req.headers.cookie,
        authorization: req.headers.authorization,
      }) ||
      options.neverCached(req)
    )
      return next();
    const url = cacheKeyUrl(req.originalUrl, parameters);
    if (url === undefined) return next();
    let seen: CatalogSeen;
    let key: string;
    let fresh: OutputCacheEntry | undefined;
    try {
      // Products first: a version that moved drops the pages it concerns before this request reads the store.
      const [stamp, products] = await Promise.all([options.catalogStamp?.() ?? '', options.productChanges?.current()]);
      seen = { stamp, ...(products && { products }) };
      key = keyOf(req, url, options);
      const entry = await options.store.get(key);
      if (entry && (await stillFresh(entry, seen, options))) fresh = entry;
    } catch (error) {
      // The cache is an optimisation: when it cannot be read, the page is rendered as if there were none.
      requestLog(req).error({ err: error }, '[output-cache] lookup failed');
      return next();
    }
    if (fresh) return replay(fresh, req, res, options.settings.useTagging);
    res.setHeader(CACHE_HEADER, 'Miss');
    const notes: Notes = {
      tags: new Set<string>(),
      refused: false,
      untracked: false,
      refuse() {
        notes.refused = true;
      },
      untrackedProducts() {
        notes.untracked = true;
      },
    };
    (res.locals as { outputCache?: OutputCacheNotes }).outputCache = notes;
    keepWhenFinished(req, res, key, seen, notes, options);
    next();
  };
}
