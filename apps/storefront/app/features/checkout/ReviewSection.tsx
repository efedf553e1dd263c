import type { ReactNode } from 'react';
import { CartPageLines, CartPageTotals, type CartPageView } from '../cart';
import { CheckoutCheckbox } from './CheckoutCheckbox';
import type { SectionProps } from './section-props';

export interface ReviewSectionProps extends SectionProps {
  cart: CartPageView;
  /** 'Place the order' or the payment provider's button. */
  action: ReactNode;
}

/** The order review: the lines with their booking periods, the totals, the terms, then the placement. */
export function ReviewSection({ cart, action, ...props }: ReviewSectionProps) {
  const { state, errors, setForm, translate: t } = props;
  const termsError = errors.acceptTerms;
  return (
    <div className="checkout-fields">
      <CartPageLines lines={cart.lines} editable={false} />
      <CartPageTotals segments={cart.segments} />
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
