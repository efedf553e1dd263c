import type { ReactNode } from 'react';
import { REVIEW_RATING_MAX } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import { useOnline } from '../offline';
import type { ReviewView } from './product-page-view';

/**
 * The approved reviews (docs/behaviour.md#reviews: only approved ones are listed) and, below them, the form. Hidden offline as in
 * VSF; hidden rather than removed, so a review being written is still there when the connection returns.
 */
export function Reviews({ reviews, children }: { reviews: readonly ReviewView[]; children: ReactNode }) {
  const t = useTranslate();
  const online = useOnline();
  return (
    <section id="reviews" className="product-section reviews" aria-labelledby="reviews-title" hidden={!online}>
      <h2 id="reviews-title">{t('Reviews')}</h2>
      {reviews.length > 0 && (
        <ul className="review-list">
          {reviews.map((review) => (
            <li key={review.id}>
              <h3>{review.title}</h3>
              {review.rating !== undefined && <Stars rating={review.rating} />}
              <p>{review.detail}</p>
              <p className="review-meta">
                {review.nickname}, {review.date}
              </p>
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}

/** A review's rating as stars; read as 'Rated N out of 5' (docs/behaviour.md#reviews). */
function Stars({ rating }: { rating: number }) {
  const t = useTranslate();
  const stars = Array.from({ length: REVIEW_RATING_MAX }, (_, i) => (i < rating ? '★' : '☆')).join('');
  return (
    <div
      className="review-rating"
      role="img"
      aria-label={t('Rated {rating} out of {max}', { rating: String(rating), max: String(REVIEW_RATING_MAX) })}
    >
      <span aria-hidden="true">{stars}</span>
    </div>
  );
}
