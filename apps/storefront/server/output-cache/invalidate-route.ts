import { timingSafeEqual } from 'node:crypto';
import type { ServerConfig } from '@storefront/core';
import type { Request, RequestHandler, Response } from 'express';
import type { OutputCacheStore } from './output-cache-store.js';
import { logger, requestLog } from '../../app/lib/logger.server.js';

export interface InvalidateOptions {
  store: OutputCacheStore;
  settings: ServerConfig['outputCache'];
  key: string;
  /** VSF1's `invalidateCacheForwardUrl`: an URL ending in `tag=` that the same tags are passed on to ('' for none). */
  forwardUrl: string;
}

const FORWARD_TIMEOUT_MS = 5000;

function reply(res: Response, code: number, result: string): void {
  res.status(code).json({ code, result });
}

function queryText(req: Request, name: string): string | undefined {
  const value = (req.query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

function sameKey(given: string, expected: string): boolean {
  if (expected === '') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A tag VSF1 accepts: one of `availableCacheTags` or an id under one of them (`P1852` under `P`). */
function isKnownTag(tag: string, available: readonly string[]): boolean {
  return /^[\w.-]{1,80}$/.test(tag) && available.some((prefix) => tag.startsWith(prefix));
}

function forward(forwardUrl: string, tag: string): void {
  fetch(`${forwardUrl}${encodeURIComponent(tag)}&forwardedFrom=vs`, { signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS) })
    .then((answer) => {
      if (!answer.ok) logger.error(`[invalidate] forwarding answered ${answer.status}`);
    })
    .catch((error: unknown) => logger.error({ err: error }, '[invalidate] forwarding failed'));
}

/**
 * `GET|POST /invalidate?key=...&tag=P1852,C20` or `tag=*` (see docs/api.md#cache-invalidation): drops the tagged pages from the
 * output cache, answered in VSF1's words. A wrong (or unconfigured) key gets VSF1's refusal and changes nothing.
 */
export function invalidateRoute(options: InvalidateOptions): RequestHandler {
  return (req, res) => {
    if (!options.settings.enabled)
      return reply(res, 200, 'Cache invalidation is not required, output cache is disabled');
    if (!sameKey(queryText(req, 'key') ?? '', options.key)) return reply(res, 500, 'Invalid cache invalidation key');
    const tagParam = queryText(req, 'tag')?.trim() ?? '';
    if (tagParam === '') return reply(res, 400, 'Invalid parameters for Clear cache request');
    const tags = tagParam === '*' ? [] : tagParam.split(',').map((tag) => tag.trim());
    const unknown = tags.find((tag) => !isKnownTag(tag, options.settings.availableCacheTags));
    if (unknown !== undefined) return reply(res, 400, `Invalid tag name ${unknown}`);
    const work = tagParam === '*' ? options.store.invalidateAll() : options.store.invalidateTags(tags);
    work.then(
      () => {
        if (options.forwardUrl && queryText(req, 'forwardedFrom') !== 'vs') forward(options.forwardUrl, tagParam);
        reply(res, 200, `Tags invalidated successfully [${tagParam}]`);
      },
      (error: unknown) => {
        requestLog(req).error({ err: error }, '[invalidate] failed');
        reply(res, 500, 'Cache invalidation failed');
      },
    );
  };
}
