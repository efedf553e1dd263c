import { useEffect, useRef } from 'react';
import type { ReviewFields } from './review-submission';
import { useReviewForm } from './use-review-form';

/**
 * Sends one review when it mounts and reports back. It is rendered only once the shopper submits, so the task queue's
 * code loads then, not with the page.
 */
export default function ReviewSender({
  endpoint,
  productId,
  fields,
  onDone,
}: {
  endpoint: string;
  productId: number;
  fields: ReviewFields;
  onDone: (sent: boolean) => void;
}) {
  const { submit } = useReviewForm(endpoint, productId);
  const started = useRef(false);
  useEffect(() => {
    // One send per mount, also when development mode runs effects twice.
    if (started.current) return;
    started.current = true;
    void submit(fields).then(onDone);
  }, [submit, fields, onDone]);
  return null;
}
