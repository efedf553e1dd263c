import { lazy, Suspense } from 'react';
import type { OrderBody, OrderConfirmation } from '@storefront/core';
import { useTranslate } from '../../../lib/i18n';
import type { PaymentButtonSettings } from './payment-button-settings';

export interface PaymentProviderButtonProps {
  /** From the checkout loader: `paymentButtonSettings(page.config)`. */
  settings: PaymentButtonSettings;
  /** The order as it would be placed now (with its `order_id`, `cart_id`, `payment_method_code: 'vsfpaypal'`). */
  buildOrder: () => OrderBody;
  onPlaced(confirmation: OrderConfirmation, orderId: string): void;
  /** A translated text for the shopper: declined, timed out, cancelled, refused. */
  onMessage(message: string): void;
  disabled?: boolean;
}

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
