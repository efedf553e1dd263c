import { describe, expect, it } from 'vitest';
import type { OrderTestApi } from '../orders/test-support/start-order-api.js';
import { getJson } from '../test-support/start-test-api.js';
import { adminCall, postReview, backOfficeApiPerFile } from './test-support/back-office.js';

let api: OrderTestApi;
let staff: string;

backOfficeApiPerFile('staff', (started) => ({ api, token: staff } = started));

/** The storefront's read of a product's approved reviews (app/features/product/product-reviews.server.ts). */
async function approvedOf(productId: number): Promise<string[]> {
  const { body } = await getJson(`${api.url}/api/catalog/${api.config.catalog.defaultIndex}/review/_search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: { bool: { filter: [{ terms: { product_id: [productId] } }, { terms: { review_status: [1] } }] } },
    }),
  });
  return body.hits.hits.map((hit: { _source: { title: string } }) => hit._source.title);
}

describe('reviews in the back-office', () => {
  it('keeps a new review pending whatever status it claims, until approved; then the storefront reads it', async () => {
    const review = await postReview(api, 1, 'Claims approved');
    expect(review.review_status).toBe(2);
    // Read once before: the search's cache of the review index holds the pending state.
    expect(await approvedOf(1)).toEqual([]);
    const pending = await adminCall(api, '/reviews?status=pending', { token: staff });
    expect(pending.body.result.items.map((r: { id: number }) => r.id)).toContain(review.id);
    const index = api.config.catalog.defaultIndex;
    const productVersion = await api.catalog.getVersion(index, 'product');
    const approved = await adminCall(api, `/reviews/${review.id}/approve`, { token: staff, method: 'POST' });
    expect(approved.body.result).toMatchObject({ id: review.id, review_status: 1 });
    expect(await approvedOf(1)).toEqual(['Claims approved']);
    // The product's change log names the product (its document unchanged), so every process's output cache drops
    // its pages (docs/adr/0015-output-cache-invalidated-by-the-products-a-write-changed.md).
    const moved = await api.catalog.getVersion(index, 'product');
    const changes = await api.catalog.changesBetween(index, 'product', productVersion, moved);
    expect(changes?.map((change) => change.ids)).toEqual([['1']]);
    const listed = await adminCall(api, '/reviews?status=approved', { token: staff });
    expect(listed.body.result.items.map((r: { id: number }) => r.id)).toContain(review.id);
    expect((await adminCall(api, '/reviews?status=pending', { token: staff })).body.result.total).toBe(0);
  });

  it('rejects a review: it leaves the storefront; unknown ids and statuses are refused', async () => {
    const review = await postReview(api, 1, 'Spam');
    await adminCall(api, `/reviews/${review.id}/approve`, { token: staff, method: 'POST' });
    expect(await approvedOf(1)).toContain('Spam');
    const rejected = await adminCall(api, `/reviews/${review.id}/reject`, { token: staff, method: 'POST' });
    expect(rejected.body.result.review_status).toBe(3);
    expect(await approvedOf(1)).not.toContain('Spam');
    expect((await adminCall(api, '/reviews/424242/approve', { token: staff, method: 'POST' })).status).toBe(404);
    expect((await adminCall(api, '/reviews/x/approve', { token: staff, method: 'POST' })).status).toBe(404);
    expect((await adminCall(api, '/reviews?status=maybe', { token: staff })).status).toBe(400);
  });
});
