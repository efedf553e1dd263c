import { formatDate, reviewRating, type ProductDocument } from '@storefront/core';
import type { PageContext } from '../../lib/page-context.server';
import type { ReviewView } from './product-page-view';

interface ReviewDocument {
  id: number;
  title?: string;
  detail?: string;
  nickname?: string;
  created_at?: string;
  /** Stars out of 5 (ours), or Magento's rating votes: see reviewRating. */
  rating?: unknown;
  ratings?: unknown;
}

/** docs/behaviour.md#reviews, docs/behaviour.md#constants-and-limits: the product's approved reviews (review_status 1), 50 by default, newest first. */
export async function approvedReviews(page: PageContext, product: ProductDocument): Promise<ReviewView[]> {
  const { pageSize, onlyApproved } = page.config.reviews;
  const { items } = await page.catalog.search<ReviewDocument>(
    'review',
    {
      filters: [
        { attribute: 'product_id', value: [product.id] },
        ...(onlyApproved ? [{ attribute: 'review_status', value: [1] }] : []),
      ],
      sort: 'created_at:desc',
    },
    { size: pageSize },
  );
  return items.map((review) => {
    const rating = reviewRating(review);
    return {
      id: review.id,
      title: review.title ?? '',
      detail: review.detail ?? '',
      nickname: review.nickname ?? '',
      // Stored as UTC; formatted here once, so the browser shows the same text it hydrates.
      date: review.created_at
        ? formatDate(`${review.created_at.replace(' ', 'T')}Z`, page.storeView.i18n.dateFormat, { utc: true })
        : '',
      ...(rating !== undefined && { rating }),
    };
  });
}
