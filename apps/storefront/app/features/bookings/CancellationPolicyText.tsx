import type { CancellationPolicy } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';

/**
 * The cancellation policy in the store view's language: the same sentences as the API's `text`
 * (`cancellationPolicyText`), built from the policy's numbers so each sentence is one dictionary key.
 */
export function CancellationPolicyText({ policy }: { policy: CancellationPolicy }) {
  const t = useTranslate();
  const percent = String(policy.keptPercent);
  if (policy.keptPercent === 0) return <>{t('Free cancellation until the start.')}</>;
  if (policy.freeUntilHours === 0)
    return <>{t('Cancellation until the start; {percent}% of the price is kept.', { percent })}</>;
  return (
    <>
      {t(
        policy.freeUntilHours === 1
          ? 'Free cancellation until 1 hour before the start; after that, {percent}% of the price is kept.'
          : 'Free cancellation until {hours} hours before the start; after that, {percent}% of the price is kept.',
        { hours: String(policy.freeUntilHours), percent },
      )}{' '}
      {t('A booking cannot be cancelled once it has started.')}
    </>
  );
}
