import { lazy, Suspense } from 'react';
import { useTranslate } from '../../../lib/i18n';
import type { PaymentProviderButtonProps } from './provider-button-props';

// Its code and the provider's script load only when the shopper reaches the payment with 'Paypal' chosen.
const ProviderButtons = lazy(() => import('./ProviderButtons'));

/** The payment-provider button ('Paypal', `vsfpaypal`): pays through the provider, then places the order. */
export function PaymentProviderButton(props: PaymentProviderButtonProps) {
  const t = useTranslate();
  return (
    <Suspense fallback={<p role="status">{t('Loading the payment button...')}</p>}>
      <ProviderButtons {...props} />
    </Suspense>
  );
}
