import type { CheckoutConfig, PaymentMethodConfig } from '../config/commerce-config-types.js';
import type { CartItem } from './cart-item.js';

export const CASH_ON_DELIVERY = 'cashondelivery';

/**
 * docs/behaviour.md#payment-methods: cash on delivery is hidden when every line is of a type that is never delivered (virtual or
 * downloadable by default, config `checkout.hideCashOnDeliveryForTypes`). An empty cart hides nothing: there is
 * nothing to judge by, and the checkout refuses an empty cart anyway.
 */
export function availablePaymentMethods<M extends Pick<PaymentMethodConfig, 'code'>>(
  methods: readonly M[],
  items: readonly Pick<CartItem, 'type_id'>[],
  hideCashOnDeliveryForTypes: CheckoutConfig['hideCashOnDeliveryForTypes'],
): M[] {
  const onlyUndelivered = items.length > 0 && items.every((item) => hideCashOnDeliveryForTypes.includes(item.type_id));
  return onlyUndelivered ? methods.filter((method) => method.code !== CASH_ON_DELIVERY) : [...methods];
}

/**
 * The payment method preselected (see docs/behaviour.md#cart-in-the-browser): the shopper's current choice while it is still offered,
 * else the configured default, else the first method flagged `default`, else the first one; undefined when none.
 */
export function preselectedPaymentMethod<M extends Pick<PaymentMethodConfig, 'code' | 'default'>>(
  methods: readonly M[],
  defaultCode: string,
  currentCode?: string | null,
): M | undefined {
  return (
    methods.find((method) => currentCode != null && method.code === currentCode) ??
    methods.find((method) => method.code === defaultCode) ??
    methods.find((method) => method.default) ??
    methods[0]
  );
}
