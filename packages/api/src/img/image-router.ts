import { Router } from 'express';
import type { Request, Response } from 'express';
import type { ApiConfig } from '../config.js';
import { ApiError } from '../http/api-error.js';
import { clientAddress } from '../http/client-address.js';
import { sendError } from '../http/envelope.js';
import { rateLimitCounter } from '../http/rate-limit-store.js';
import { createHostPolicy } from './host-policy.js';
import { ImageCache } from './image-cache.js';
import { METHOD_NOT_ALLOWED_TEXT, unprocessableMessage } from './image-errors.js';
import { parseImageRequest } from './parse-image-request.js';
import { resolveImageSource } from './resolve-image-source.js';
import { sendImage } from './send-image.js';
import { transformImage } from './transform-image.js';
import { requestLog } from '../log/request-log.js';

export const TOO_MANY_IMAGE_RESIZES = 'Too many new image sizes requested. Please try again later.';

export interface ImageRouterOptions {
  /** `REDIS_URL`: every process counts one client's resizes together; '' counts in this process. */
  redisUrl?: string;
  now?: () => number;
}

/**
 * The image resizer of docs/api.md#images, to be mounted at `/img`:
 * `GET /:width/:height/:action/<relative path>` and `GET /?url=&width=&height=&action=`.
 */
export function createImageRouter(images: ApiConfig['images'], options: ImageRouterOptions = {}): Router {
  const isHostAllowed = createHostPolicy(images.sourceUrl, images.allowedHosts);
  const cache = new ImageCache(images.cacheDir, { maxBytes: images.cacheMaxBytes });
  const resizes = rateLimitCounter(images.transformRateLimit, { scope: 'img', redisUrl: options.redisUrl ?? '' });
  const now = options.now ?? Date.now;
  const router = Router();

  const handle = async (req: Request, res: Response): Promise<void> => {
    const request = parseImageRequest(req.path, req.query, { sizeLimit: images.sizeLimit, isHostAllowed });
    const source = await resolveImageSource(request.source, images, isHostAllowed);
    const key = ImageCache.key([...source.identity, request.width, request.height, request.action]);
    const { image, hit } = await cache.getOrCreate(key, async () => {
      // Only a miss costs a download and a sharp run, so only a miss counts against the client.
      const decision = await resizes.hit(clientAddress(req), now());
      if (!decision.allowed) {
        res.setHeader('Retry-After', String(Math.ceil(decision.retryAfterMs / 1000)));
        throw new ApiError(429, TOO_MANY_IMAGE_RESIZES);
      }
      const input = await source.load();
      try {
        return await transformImage(input, request);
      } catch {
        throw new ApiError(422, unprocessableMessage(source.label));
      }
    });
    sendImage(req, res, image, source.placeholder ? 0 : images.maxAgeSeconds, hit);
  };

  // One catch-all handler rather than `router.get(...)`: every method and every malformed path must get
  // the contract's answer (405 text, 400 envelope) instead of Express's HTML 404.
  router.use(async (req, res) => {
    if (req.method !== 'GET') {
      res.status(405).set('Allow', 'GET').type('text/plain').send(METHOD_NOT_ALLOWED_TEXT);
      return;
    }
    try {
      await handle(req, res);
    } catch (error) {
      if (res.headersSent) return;
      // Errors are per request (a bad URL, a download that failed); caches must not keep them.
      res.set('Cache-Control', 'no-store');
      if (error instanceof ApiError) {
        sendError(res, error.status, error.message);
      } else {
        requestLog(req).error({ err: error }, '[img] unexpected error');
        sendError(res, 500, 'Internal Server Error');
      }
    }
  });

  return router;
}
