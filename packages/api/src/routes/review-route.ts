import { Router } from 'express';
import type { ApiConfig } from '../config.js';
import type { CatalogRepository } from '../db/catalog-repository.js';
import { sendEnvelope, sendError } from '../http/envelope.js';
import { requestStore } from '../http/request-store.js';
import { toReviewDocument } from '../reviews/review-document.js';
import { parseReviewInput } from '../reviews/review-input-schema.js';

/** Worded like the cart's "No cartItem element provided within the request body" (vue-storefront-api). */
export const NO_REVIEW = 'No review element provided within the request body';

export interface ReviewRouterDependencies {
  config: ApiConfig;
  catalog: CatalogRepository;
  now: () => number;
}

/**
 * `POST /api/review/create` (contract 7). The review becomes a `review` document of the store's index with the
 * configured status (pending by default), so the catalogue's `review_status eq 1` listing shows it only once approved.
 */
export function createReviewRouter({ config, catalog, now }: ReviewRouterDependencies): Router {
  const router = Router();
  router.post('/create', async (req, res) => {
    const body: unknown = req.body;
    const review =
      typeof body === 'object' && body !== null && !Array.isArray(body)
        ? (body as { review?: unknown }).review
        : undefined;
    if (review === undefined || review === null) return sendError(res, 500, NO_REVIEW);

    // Contract 7: schema failures are HTTP 500 with the list of problems as `result`.
    const parsed = parseReviewInput(review);
    if (!parsed.success) return sendEnvelope(res, parsed.errors, 500);

    const store = requestStore(req, config);
    const productId = parsed.data.product_id;
    if (!(await catalog.getById(store.index, 'product', String(productId))))
      return sendError(res, 404, `Product with id ${productId} does not exist`);

    const stored = await catalog.insertWithNextId(store.index, 'review', (id) =>
      toReviewDocument(parsed.data, {
        id,
        status: config.reviews.defaultReviewStatus,
        storeId: store.storeId,
        now: now(),
      }),
    );
    sendEnvelope(res, stored);
  });
  return router;
}
