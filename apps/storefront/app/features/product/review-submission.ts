import type { Notification, ReviewFormFields, SyncTask, SyncTaskInput } from '@storefront/core';

export const REVIEW_MESSAGES = {
  progress: 'Adding a review ...',
  success: 'You submitted your review for moderation.',
  failure: 'Something went wrong. Try again in a few seconds.',
} as const;

/** The review-create task (see docs/behaviour.md#calls): the review goes in as pending (status 2) and is listed once approved. */
export function reviewTask(endpoint: string, productId: number, fields: ReviewFormFields): SyncTaskInput {
  return {
    url: endpoint,
    payload: {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        review: { product_id: productId, ...fields, review_entity: 'product', review_status: 2 },
      }),
    },
    // The form says how it went; the generic error notification would say it twice.
    silent: true,
  };
}

/** docs/behaviour.md#reviews: the notification for a transmitted task, or for none (network failure). */
export function reviewNotification(task: SyncTask | undefined): Notification {
  return task?.resultCode === 200
    ? { type: 'success', message: REVIEW_MESSAGES.success }
    : { type: 'error', message: REVIEW_MESSAGES.failure };
}
