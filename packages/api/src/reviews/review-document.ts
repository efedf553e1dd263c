import type { ReviewInput } from '@storefront/core';

/** A stored review (see docs/api.md#catalogue-documents). */
export interface ReviewDocument {
  [key: string]: unknown;
  id: number;
  product_id: number;
  title: string;
  detail: string;
  nickname: string;
  review_entity: 'product';
  review_type: number;
  review_status: number;
  customer_id: number | null;
  created_at: string;
  store_id: number;
  stores: number[];
}

/** Magento's timestamp format, UTC: `YYYY-MM-DD HH:mm:ss`. */
export function formatTimestamp(ms: number): string {
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

export interface ReviewDocumentContext {
  id: number;
  status: number;
  storeId: number;
  now: number;
}

export function toReviewDocument(
  input: ReviewInput,
  { id, status, storeId, now }: ReviewDocumentContext,
): ReviewDocument {
  return {
    id,
    product_id: input.product_id,
    title: input.title,
    detail: input.detail,
    nickname: input.nickname,
    review_entity: 'product',
    review_type: 1,
    review_status: status,
    customer_id: input.customer_id ?? null,
    created_at: formatTimestamp(now),
    store_id: storeId,
    // Magento lists a review under the admin scope (0) and the store it was written in.
    stores: [0, storeId],
  };
}
