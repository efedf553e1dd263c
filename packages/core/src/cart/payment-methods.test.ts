import { describe, expect, it } from 'vitest';
import { defaultCheckoutConfig } from '../config/default-commerce-config.js';
import { availablePaymentMethods, preselectedPaymentMethod } from './payment-methods.js';

const { paymentMethods, hideCashOnDeliveryForTypes, defaultPaymentMethod } = defaultCheckoutConfig();
const codes = (methods: readonly { code: string }[]) => methods.map((method) => method.code);

describe('availablePaymentMethods', () => {
  it('hides cash on delivery when the cart holds only virtual or downloadable items', () => {
    const items = [{ type_id: 'virtual' }, { type_id: 'downloadable' }];
    expect(codes(availablePaymentMethods(paymentMethods, items, hideCashOnDeliveryForTypes))).toEqual(['vsfpaypal']);
  });

  it('keeps it when any item is delivered, and for an empty cart', () => {
    const items = [{ type_id: 'virtual' }, { type_id: 'simple' }];
    expect(codes(availablePaymentMethods(paymentMethods, items, hideCashOnDeliveryForTypes))).toEqual([
      'cashondelivery',
      'vsfpaypal',
    ]);
    expect(codes(availablePaymentMethods(paymentMethods, [], hideCashOnDeliveryForTypes))).toHaveLength(2);
  });
});

describe('preselectedPaymentMethod', () => {
  it('preselects the configured default: cash on delivery, cost 0', () => {
    expect(preselectedPaymentMethod(paymentMethods, defaultPaymentMethod)).toMatchObject({
      code: 'cashondelivery',
      title: 'Cash on delivery',
      cost: 0,
    });
  });

  it("keeps the shopper's choice while it is offered", () => {
    expect(preselectedPaymentMethod(paymentMethods, defaultPaymentMethod, 'vsfpaypal')?.code).toBe('vsfpaypal');
    expect(preselectedPaymentMethod(paymentMethods, defaultPaymentMethod, 'gone')?.code).toBe('cashondelivery');
  });

  it('falls back to the flagged default, then the first, then nothing', () => {
    const methods = [
      { code: 'a', default: false },
      { code: 'b', default: true },
    ];
    expect(preselectedPaymentMethod(methods, 'cashondelivery')?.code).toBe('b');
    expect(preselectedPaymentMethod([{ code: 'a', default: false }], 'x')?.code).toBe('a');
    expect(preselectedPaymentMethod([], 'x')).toBeUndefined();
  });
});
