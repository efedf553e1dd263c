import { useEffect, useRef } from 'react';
import type { ReviewFormFields } from '@storefront/core';
import { useNotifications } from '../../lib/notifications-context';
import { useTaskQueue } from '../account';
import { reviewNotification, reviewTask } from './review-submission';

/**
 * Sends one review through the browser's task queue when it mounts, tells the shopper how it went and reports back
 * whether it was taken. It is rendered only once the shopper submits, so the task queue's code loads then, not with
 * the page.
 */
export default function ReviewSender({
  endpoint,
  productId,
  fields,
  onDone,
}: {
  endpoint: string;
  productId: number;
  fields: ReviewFormFields;
  onDone: (sent: boolean) => void;
}) {
  const queue = useTaskQueue();
  const notifications = useNotifications();
  const started = useRef(false);
  useEffect(() => {
    // One send per mount, also when development mode runs effects twice.
    if (started.current) return;
    started.current = true;
    void queue
      .execute(reviewTask(endpoint, productId, fields))
      .catch(() => undefined)
      .then((task) => {
        const notification = reviewNotification(task);
        notifications.add(notification);
        onDone(notification.type === 'success');
      });
  }, [queue, notifications, endpoint, productId, fields, onDone]);
  return null;
}
