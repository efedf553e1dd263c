import type { ReactNode } from 'react';
import { cancellationPolicySentences, type CancellationPolicy } from '@storefront/core';
import { CartPageLines, CartPageTotals, type CartPageView } from '../cart';
import { CheckoutCheckbox } from './CheckoutCheckbox';
import type { SectionProps } from './section-props';

export interface ReviewSectionProps extends SectionProps {
  cart: CartPageView;
  /** 'Place the order' or the payment provider's button. */
  action: ReactNode;
  /** A cart holding bookings: their cancellation policy, read before paying. */
  cancellationPolicy?: CancellationPolicy;
}

/**
 * The order review: the lines with their booking periods, the totals, the bookings' cancellation policy, the terms,
 * then the placement.
 */
export function ReviewSection({ cart, action, cancellationPolicy, ...props }: ReviewSectionProps) {
  const { state, errors, setForm, translate: t } = props;
  const termsError = errors.acceptTerms;
  return (
    <div className="checkout-fields">
      <CartPageLines lines={cart.lines} editable={false} />
      <CartPageTotals segments={cart.segments} />
      {cancellationPolicy && (
        <p className="checkout-cancellation-policy" data-testid="checkout-cancellation-policy">
          <strong>{t('Cancellation policy')}:</strong>{' '}
          {cancellationPolicySentences(cancellationPolicy)
            .map(({ key, params }) => t(key, params))
            .join(' ')}
        </p>
      )}
      <CheckoutCheckbox
        id="checkout-terms"
        name="acceptTerms"
        label={t('I accept the terms and conditions')}
        checked={state.acceptTerms}
        onChange={(acceptTerms) => setForm({ acceptTerms })}
        {...(termsError && { error: t(termsError) })}
      />
      {action}
    </div>
  );
}
