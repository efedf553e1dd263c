import type { OrderBody, OrderConfirmation } from '@storefront/core';
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
