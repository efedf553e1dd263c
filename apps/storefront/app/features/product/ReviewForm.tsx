import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { REVIEW_LIMITS, reviewFormSchema, type ReviewFormFields } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Button } from '../../ui/Button';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { REVIEW_MESSAGES } from './review-submission';

// The sending code (and the task queue with it) loads when a review is submitted.
const ReviewSender = lazy(() => import('./ReviewSender'));

const EMPTY: ReviewFormFields = { nickname: '', title: '', detail: '' };

/** docs/behaviour.md#reviews: name, summary and review, sent for moderation ('Adding a review ...' meanwhile). */
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
  const [sending, setSending] = useState<ReviewFormFields>();
  // How the sender's answer reaches the form's pending submit.
  const sent = useRef<(taken: boolean) => void>(undefined);
  const { form, field, onSubmit, setValues } = useSchemaForm({
    schema: reviewFormSchema,
    initial: EMPTY,
    submit: (fields) =>
      new Promise<boolean>((resolve) => {
        sent.current = resolve;
        setSending(fields);
      }),
  });
  useEffect(() => {
    if (focusOnMount) form.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [focusOnMount, form]);
  const onDone = useCallback(
    (taken: boolean) => {
      setSending(undefined);
      if (taken) setValues(EMPTY);
      sent.current?.(taken);
    },
    [setValues],
  );
  return (
    <form ref={form} className="review-form" onSubmit={onSubmit} noValidate>
      <h3>{t('Add review')}</h3>
      <TextField
        id="review-nickname"
        label={t('Name')}
        autoComplete="nickname"
        maxLength={REVIEW_LIMITS.nickname}
        required
        {...field('nickname')}
      />
      <TextField id="review-title" label={t('Summary')} maxLength={REVIEW_LIMITS.title} required {...field('title')} />
      <TextAreaField
        id="review-detail"
        label={t('Review')}
        rows={4}
        maxLength={REVIEW_LIMITS.detail}
        required
        {...field('detail')}
      />
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
