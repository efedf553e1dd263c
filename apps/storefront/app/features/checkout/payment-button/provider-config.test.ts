import { describe, expect, it } from 'vitest';
import { fetchProviderScriptSrc, providerScriptSrc, readProviderConfig } from './provider-config';

const PAGE = 'https://shop.example/checkout';
const fake = { provider: 'fake', clientId: null, currency: 'EUR', scriptUrl: '/api/ext/paypal/fake/sdk.js' };
const paypal = { provider: 'paypal', clientId: 'AbC-1', currency: 'USD', scriptUrl: 'https://www.paypal.com/sdk/js' };

describe("the payment button's provider config", () => {
  it("loads the fake's script from the API that answered, on the shop's or on another origin", async () => {
    const asked: string[] = [];
    const answer = (url: string) => {
      asked.push(url);
      return Promise.resolve({ code: 200, result: fake });
    };
    expect(await fetchProviderScriptSrc('/api/ext/paypal/config', PAGE, answer)).toBe(
      'https://shop.example/api/ext/paypal/fake/sdk.js?currency=EUR',
    );
    expect(await fetchProviderScriptSrc('https://api.shop.example/api/ext/paypal/config', PAGE, answer)).toBe(
      'https://api.shop.example/api/ext/paypal/fake/sdk.js?currency=EUR',
    );
    expect(asked).toEqual(['/api/ext/paypal/config', 'https://api.shop.example/api/ext/paypal/config']);
  });

  it("loads PayPal's SDK with the API's client id and currency, never the store view's", () => {
    const config = readProviderConfig({ code: 200, result: paypal });
    expect(config).toEqual(paypal);
    const src = new URL(providerScriptSrc(config!, '/api/ext/paypal/config', PAGE)!);
    expect(src.origin + src.pathname).toBe('https://www.paypal.com/sdk/js');
    expect(Object.fromEntries(src.searchParams)).toEqual({ 'client-id': 'AbC-1', currency: 'USD', intent: 'capture' });
  });

  it('refuses an answer it cannot use, so the button says it could not load', async () => {
    for (const envelope of [
      null,
      { code: 500, result: fake },
      { code: 200, result: { ...fake, provider: 'stripe' } },
      { code: 200, result: { ...fake, currency: 'eur' } },
      { code: 200, result: { ...paypal, clientId: null } },
      { code: 200, result: { ...fake, scriptUrl: '' } },
    ])
      expect(readProviderConfig(envelope)).toBeUndefined();
    const script = { ...fake, provider: 'fake' as const, scriptUrl: 'javascript:alert(1)' };
    expect(providerScriptSrc(script, '/config', PAGE)).toBeUndefined();
    await expect(fetchProviderScriptSrc('/config', PAGE, () => Promise.reject(new Error('offline')))).rejects.toThrow(
      'offline',
    );
    await expect(fetchProviderScriptSrc('/config', PAGE, () => Promise.resolve('<html>'))).rejects.toThrow(
      /No usable payment provider config/,
    );
  });
});
