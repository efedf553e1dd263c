import { describe, expect, it } from 'vitest';
import type { SyncTask } from '@storefront/core';
import { reviewNotification, reviewTask } from './review-submission';

describe('a review sent for moderation', () => {
  it('posts the review as pending, quietly (the form reports the outcome)', () => {
    const task = reviewTask('/api/review/create', 12, { nickname: 'Tess', title: 'Light', detail: 'Sturdy.' });
    expect(task).toMatchObject({ url: '/api/review/create', silent: true, payload: { method: 'POST' } });
    expect(JSON.parse(task.payload!.body!)).toEqual({
      review: {
        product_id: 12,
        nickname: 'Tess',
        title: 'Light',
        detail: 'Sturdy.',
        review_entity: 'product',
        review_status: 2,
      },
    });
  });

  it('tells the shopper how it went', () => {
    expect(reviewNotification({ resultCode: 200 } as SyncTask)).toEqual({
      type: 'success',
      message: 'You submitted your review for moderation.',
    });
    for (const task of [{ resultCode: 500 } as SyncTask, undefined])
      expect(reviewNotification(task)).toEqual({
        type: 'error',
        message: 'Something went wrong. Try again in a few seconds.',
      });
  });
});
