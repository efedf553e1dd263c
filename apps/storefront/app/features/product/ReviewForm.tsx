import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslate } from '../../lib/i18n';
import { Button } from '../../ui/Button';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { REVIEW_MESSAGES, type ReviewFields } from './review-submission';

// The sending code (and the task queue with it) loads when a review is submitted.
const ReviewSender = lazy(() => import('./ReviewSender'));

/** Spec point 8 "Reviews": name, summary and review, sent for moderation ('Adding a review ...' meanwhile). */
export function ReviewForm({
  endpoint,
  productId,
  focusOnMount = false,
}: {
  endpoint: string;
  productId: number;
  /** Opened by 'Write a review': the shopper continues in the first field. */
  focusOnMount?: boolean;
}) {
  const t = useTranslate();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusOnMount) form.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [focusOnMount]);
  const [sending, setSending] = useState<ReviewFields>();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    setSending({ nickname: text('nickname'), title: text('title'), detail: text('detail') });
  };
  const onDone = useCallback((sent: boolean) => {
    setSending(undefined);
    if (sent) form.current?.reset();
  }, []);
  return (
    <form ref={form} className="review-form" onSubmit={onSubmit}>
      <h3>{t('Add review')}</h3>
      <TextField
        id="review-nickname"
        name="nickname"
        label={t('Name')}
        autoComplete="nickname"
        maxLength={128}
        required
      />
      <TextField id="review-title" name="title" label={t('Summary')} maxLength={255} required />
      <TextAreaField id="review-detail" name="detail" label={t('Review')} rows={4} maxLength={10000} required />
      <Button type="submit" variant="primary" disabled={sending !== undefined}>
        {t('Add review')}
      </Button>
      <p role="status">{sending ? t(REVIEW_MESSAGES.progress) : ''}</p>
      {sending && (
        <Suspense fallback={null}>
          <ReviewSender endpoint={endpoint} productId={productId} fields={sending} onDone={onDone} />
        </Suspense>
      )}
    </form>
  );
}
