import { describe, expect, it } from 'vitest';
import { loadApiConfig } from '../config.js';

const load = (env: Record<string, string>) => loadApiConfig({ env: { DATA_DIR: '/tmp/x', ...env }, file: '' });

describe('payment config', () => {
  it('uses the fake provider without credentials', () => {
    expect(load({}).payment).toMatchObject({ provider: 'fake', timeoutMs: 15_000 });
  });
  it('switches to PayPal when both credentials are given, keeping an explicit choice', () => {
    const paypal = load({ PAYPAL_CLIENT_ID: 'id', PAYPAL_SECRET: 's', PAYPAL_API_URL: 'http://127.0.0.1:9/' });
    expect(paypal.payment).toEqual({
      provider: 'paypal',
      timeoutMs: 15_000,
      paypal: { apiUrl: 'http://127.0.0.1:9/', clientId: 'id', secret: 's', sdkUrl: 'https://www.paypal.com/sdk/js' },
    });
    expect(load({ PAYPAL_CLIENT_ID: 'id', PAYPAL_SECRET: 's', PAYMENT_PROVIDER: 'fake' }).payment.provider).toBe(
      'fake',
    );
    expect(load({ PAYPAL_CLIENT_ID: 'id' }).payment.provider).toBe('fake');
  });
  it('refuses PayPal without credentials', () => {
    expect(() => load({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/payment.paypal.clientId and payment.paypal.secret/);
  });
});
