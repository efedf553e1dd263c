import { describe, expect, it } from 'vitest';
import { reviewRating } from './review-rating.js';

describe('reviewRating', () => {
  it('reads a rating field as a number or numeric text', () => {
    expect(reviewRating({ rating: 4 })).toBe(4);
    expect(reviewRating({ rating: '5' })).toBe(5);
    expect(reviewRating({ rating: 3.4 })).toBe(3);
  });

  it("averages Magento's rating votes, as values out of 5 or as percents", () => {
    expect(reviewRating({ ratings: [{ value: 4 }, { value: 5 }, { value: 5 }] })).toBe(5);
    expect(reviewRating({ ratings: [{ percent: 60 }, { percent: '80' }] })).toBe(4);
    expect(reviewRating({ ratings: [2, '3'] })).toBe(3);
  });

  it('answers nothing for a review without a rating, or with one outside 1 to 5', () => {
    expect(reviewRating({})).toBeUndefined();
    expect(reviewRating({ rating: '' })).toBeUndefined();
    expect(reviewRating({ rating: 'great' })).toBeUndefined();
    expect(reviewRating({ rating: 0 })).toBeUndefined();
    expect(reviewRating({ rating: 9 })).toBeUndefined();
    expect(reviewRating({ ratings: [] })).toBeUndefined();
    expect(reviewRating({ ratings: [{ label: 'Quality' }] })).toBeUndefined();
  });
});
