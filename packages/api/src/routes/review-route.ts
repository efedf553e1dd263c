import { Router, type RequestHandler } from 'express';
import type { ApiConfig } from '../config.js';
import { retryWhileBusy } from '../db/busy-retry.js';
import { isBusy } from '../db/sql.js';
import type { CatalogRepository } from '../db/catalog-repository.js';
import { clientAddress } from '../http/client-address.js';
import { sendEnvelope, sendError } from '../http/envelope.js';
import { rateLimitCounter } from '../http/rate-limit-store.js';
import { requestStore } from '../http/request-store.js';
import { validateBody } from '../http/validate-body.js';
import { toReviewDocument } from '../reviews/review-document.js';
import { reviewBodySchema, reviewInputErrors } from '@storefront/core';

/** Worded like the cart's "No cartItem element provided within the request body" (vue-storefront-api). */
export const NO_REVIEW = 'No review element provided within the request body';

export interface ReviewRouterDependencies {
  config: ApiConfig;
  catalog: CatalogRepository;
  now: () => number;
}

/**
 * `POST /api/review/create`. The review becomes a `review` document of the store's index with the
 * configured status (pending by default), so the catalogue's `review_status eq 1` listing shows it only once approved.
 */
export function createReviewRouter({ config, catalog, now }: ReviewRouterDependencies): Router {
  const router = Router();
  const limiter = rateLimitCounter(config.reviews.rateLimit, { scope: 'reviews', redisUrl: config.redis.url });
  // A form or text/plain post is what another site can send without a preflight: only JSON is a review.
  // Without a Content-Type nothing is parsed, and the "no review" answer below applies.
  const jsonReview: RequestHandler = (req, res, next) => {
    if (req.headers['content-type'] !== undefined && !req.is('application/json'))
      return sendError(res, 415, 'Reviews must be sent as JSON (Content-Type: application/json)');
    next();
  };
  const limited: RequestHandler = async (req, res, next) => {
    const decision = await limiter.hit(clientAddress(req), now());
    if (decision.allowed) return next();
    res.setHeader('Retry-After', String(Math.ceil(decision.retryAfterMs / 1000)));
    sendError(
      res,
      429,
      `Too many reviews from this address; at most ${config.reviews.rateLimit.max} every ${Math.round(config.reviews.rateLimit.windowMs / 1000)} seconds`,
    );
  };
  const reviewGiven: RequestHandler = (req, res, next) => {
    const body: unknown = req.body;
    const review =
      typeof body === 'object' && body !== null && !Array.isArray(body)
        ? (body as { review?: unknown }).review
        : undefined;
    if (review === undefined || review === null) return sendError(res, 500, NO_REVIEW);
    next();
  };
  // Schema failures are HTTP 500 with the list of problems as `result`, as vue-storefront-api answers them; lengths
  // are our own limits, not its schema: a clear 400 rather than its 500.
  const reviewBody = validateBody(reviewBodySchema, (error) => {
    const { errors, tooLong } = reviewInputErrors(error);
    return { status: tooLong ? 400 : 500, result: errors };
  });

  router.post('/create', jsonReview, limited, reviewGiven, reviewBody, async (req, res) => {
    const review = req.body.review;
    const store = requestStore(req, config);
    const productId = review.product_id;
    if (!(await catalog.getById(store.index, 'product', String(productId))))
      return sendError(res, 404, `Product with id ${productId} does not exist`);

    let stored;
    try {
      // An import holds the database for a while: wait for it rather than lose the review.
      stored = await retryWhileBusy(
        () =>
          catalog.insertWithNextId(store.index, 'review', (id) =>
            toReviewDocument(review, {
              id,
              status: config.reviews.defaultReviewStatus,
              storeId: store.storeId,
              now: now(),
            }),
          ),
        { timeoutMs: config.reviews.busyRetryMs },
      );
    } catch (error) {
      if (!isBusy(error)) throw error;
      res.setHeader('Retry-After', '10');
      return sendError(res, 503, 'The catalogue is being updated; please send the review again in a few seconds');
    }
    sendEnvelope(res, stored);
  });
  return router;
}
