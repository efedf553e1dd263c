/** The highest rating a review gives: 'Rated N out of 5'. */
export const REVIEW_RATING_MAX = 5;

function numberFrom(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** One vote of Magento's `ratings` list: a value out of 5, or a percent (80 = 4 stars). */
function voteValue(vote: unknown): number | undefined {
  if (typeof vote !== 'object' || vote === null) return numberFrom(vote);
  const { value, percent } = vote as { value?: unknown; percent?: unknown };
  const stars = numberFrom(value);
  if (stars !== undefined) return stars;
  const share = numberFrom(percent);
  return share === undefined ? undefined : (share / 100) * REVIEW_RATING_MAX;
}

/**
 * A review document's rating in whole stars, 1 to 5 (see docs/behaviour.md#reviews), or undefined when it carries
 * none: a `rating` field (a number or numeric text), else the average of its `ratings` votes (each a value out of 5
 * or a percent). A value outside 1–5 is no rating.
 */
export function reviewRating(review: { rating?: unknown; ratings?: unknown }): number | undefined {
  const votes = Array.isArray(review.ratings)
    ? review.ratings.map(voteValue).filter((n): n is number => n !== undefined)
    : [];
  const raw =
    numberFrom(review.rating) ?? (votes.length > 0 ? votes.reduce((sum, n) => sum + n, 0) / votes.length : undefined);
  if (raw === undefined) return undefined;
  const stars = Math.round(raw);
  return stars >= 1 && stars <= REVIEW_RATING_MAX ? stars : undefined;
}
