import { useCallback } from 'react';
import { useNotifications } from '../../lib/notifications-context';
import { useTaskQueue } from '../account';
import { reviewNotification, reviewTask, type ReviewFields } from './review-submission';

/** Sends a review through the browser's task queue and tells the shopper how it went; true when it was taken. */
export function useReviewForm(endpoint: string, productId: number) {
  const queue = useTaskQueue();
  const notifications = useNotifications();
  const submit = useCallback(
    async (fields: ReviewFields): Promise<boolean> => {
      const task = await queue.execute(reviewTask(endpoint, productId, fields)).catch(() => undefined);
      const notification = reviewNotification(task);
      notifications.add(notification);
      return notification.type === 'success';
    },
    [queue, notifications, endpoint, productId],
  );
  return { submit };
}
