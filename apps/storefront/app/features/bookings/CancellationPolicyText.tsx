import { cancellationPolicySentences, type CancellationPolicy } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';

/** The cancellation policy in the store view's language (the API's `text` is its English). */
export function CancellationPolicyText({ policy }: { policy: CancellationPolicy }) {
  const t = useTranslate();
  return (
    <>
      {cancellationPolicySentences(policy)
        .map(({ key, params }) => t(key, params))
        .join(' ')}
    </>
  );
}
