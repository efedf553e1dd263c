import { CASH_ON_DELIVERY } from '@storefront/core';
import type { PaymentCheck } from './payment-check.js';

/**
 * Cash on delivery: an offline method, paid at the door, so there is nothing to verify and no reference. Whether the
 * order may use it at all (not for virtual-only orders) is the placement's availability rule, core's
 * `availablePaymentMethods`, the same one the cart's payment-method list uses.
 */
export const cashOnDeliveryCheck: PaymentCheck = {
  handles: (methodCode) => methodCode === CASH_ON_DELIVERY,
  verify: async () => ({ ok: true, reference: null }),
};
