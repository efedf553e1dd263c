import type { OrderBody } from '@storefront/core';
import { describe, expect, it, vi } from 'vitest';
import { DE_DE_DICTIONARY } from '@storefront/core';
import {
  createPaymentFlow,
  PAYMENT_CANCELLED,
  PAYMENT_FAILED,
  translateApiMessage,
  type PaymentCall,
} from './payment-flow';

const endpoints = { create: '/create', execute: '/execute', complete: '/complete' };
const order = (id: string): OrderBody => ({
  order_id: id,
  products: [{ sku: 'MUG', qty: 1, price: 5 }],
  addressInformation: {
    billingAddress: { firstname: 'A', lastname: 'B', street: ['S 1'], city: 'C', postcode: '123', country_id: 'DE' },
    payment_method_code: 'vsfpaypal',
  },
});
const confirmation = { magentoOrderId: 7, backendOrderId: 7, orderNumber: '000000007', transferedAt: 'now' };

function flow(replies: Record<string, { code: number; result: unknown } | Error>, disabled = false) {
  const calls: Array<{ url: string; body: unknown }> = [];
  const call: PaymentCall = (url, body) => {
    calls.push({ url, body });
    const reply = replies[url];
    if (!reply) throw new Error(`unexpected ${url}`);
    return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply);
  };
  const onPlaced = vi.fn();
  const onMessage = vi.fn();
  let n = 0;
  const payment = createPaymentFlow({
    endpoints,
    call,
    buildOrder: () => order(`order-${++n}`),
    onPlaced,
    onMessage,
    isDisabled: () => disabled,
  });
  return { payment, calls, onPlaced, onMessage };
}

describe('payment flow', () => {
  it('creates, executes, then places the body it created the provider order for, with the provider id', async () => {
    const { payment, calls, onPlaced } = flow({
      '/create': { code: 200, result: { id: 'P1' } },
      '/execute': { code: 200, result: { status: 'COMPLETED', captureId: 'C1' } },
      '/complete': { code: 200, result: confirmation },
    });
    expect(await payment.createOrder()).toBe('P1');
    await payment.onApprove({ orderID: 'P1' });
    expect(calls.map((c) => c.url)).toEqual(['/create', '/execute', '/complete']);
    expect(calls[1]?.body).toEqual({ orderID: 'P1' });
    const placed = calls[2]?.body as OrderBody;
    expect(placed.order_id).toBe('order-1');
    expect(placed.addressInformation.payment_method_additional).toEqual({ orderID: 'P1' });
    expect(onPlaced).toHaveBeenCalledWith(confirmation, 'order-1');
  });

  it('handles one approval at a time and ignores an approval of an order it did not create', async () => {
    const { payment, calls, onPlaced } = flow({
      '/create': { code: 200, result: { id: 'P1' } },
      '/execute': { code: 200, result: { status: 'COMPLETED' } },
      '/complete': { code: 200, result: confirmation },
    });
    await payment.createOrder();
    await Promise.all([payment.onApprove({ orderID: 'P1' }), payment.onApprove({ orderID: 'P1' })]);
    await payment.onApprove({ orderID: 'P1' });
    await payment.onApprove({ orderID: 'OTHER' });
    expect(calls.filter((c) => c.url === '/complete')).toHaveLength(1);
    expect(onPlaced).toHaveBeenCalledTimes(1);
  });

  it("shows the API's refusal of execute or complete and places nothing", async () => {
    const declined = flow({
      '/create': { code: 200, result: { id: 'P1' } },
      '/execute': { code: 402, result: 'The payment was declined.' },
    });
    await declined.payment.createOrder();
    await declined.payment.onApprove({ orderID: 'P1' });
    expect(declined.onMessage).toHaveBeenCalledWith('The payment was declined.');
    expect(declined.onPlaced).not.toHaveBeenCalled();

    const refused = flow({
      '/create': { code: 200, result: { id: 'P1' } },
      '/execute': { code: 200, result: { status: 'COMPLETED' } },
      '/complete': { code: 400, result: [{ message: 'bad' }] },
    });
    await refused.payment.createOrder();
    await refused.payment.onApprove({ orderID: 'P1' });
    expect(refused.onMessage).toHaveBeenCalledWith(PAYMENT_FAILED);
  });

  it('refuses to create while disabled, and reports a refused create and a lost reply through onError', async () => {
    const disabled = flow({}, true);
    await expect(disabled.payment.createOrder()).rejects.toThrow(PAYMENT_FAILED);
    expect(disabled.calls).toHaveLength(0);

    const refused = flow({ '/create': { code: 500, result: 'Error while adding products. X: gone' } });
    const error = await refused.payment.createOrder().catch((e: unknown) => e);
    refused.payment.onError(error);
    expect(refused.onMessage).toHaveBeenCalledWith('Error while adding products. X: gone');

    const lost = flow({ '/create': new Error('offline') });
    lost.payment.onError(await lost.payment.createOrder().catch((e: unknown) => e));
    expect(lost.onMessage).toHaveBeenCalledWith(PAYMENT_FAILED);
  });

  it('says the payment was cancelled when the window is closed', () => {
    const { payment, onMessage } = flow({});
    payment.onCancel();
    expect(onMessage).toHaveBeenCalledWith(PAYMENT_CANCELLED);
  });
});

describe('API messages in the store view language', () => {
  const german = (key: string) => (DE_DE_DICTIONARY as Record<string, string>)[key] ?? key;

  it('translates a refusal and the refund note the API added to it apart, and a known whole message at once', () => {
    expect(
      translateApiMessage(
        'The payment does not match the order total. Please pay again. You have not been charged.',
        german,
      ),
    ).toBe('Die Zahlung entspricht nicht der Bestellsumme. Bitte bezahlen Sie erneut. Ihnen wurde nichts berechnet.');
    expect(translateApiMessage('The payment provider did not answer. You have not been charged.', german)).toBe(
      'Der Zahlungsanbieter hat nicht geantwortet. Ihnen wurde nichts berechnet.',
    );
    // A refusal the dictionary does not know (a product's details) stays as the API wrote it, the note translated.
    expect(translateApiMessage('Error while adding products. MUG: gone. You have not been charged.', german)).toBe(
      'Error while adding products. MUG: gone. Ihnen wurde nichts berechnet.',
    );
    expect(translateApiMessage('Something else.', german)).toBe('Something else.');
  });
});
