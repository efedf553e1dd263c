import { defaultStorefrontConfig, mergeConfig } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import { contentSecurityDirectives } from '../../../../server/security-headers';

type Policy = ReturnType<typeof contentSecurityDirectives>;
const directive = (policy: Policy, name: string) => policy[name];
const contentSecurityPolicy = (nonce: string, config: Parameters<typeof contentSecurityDirectives>[1]) =>
  contentSecurityDirectives(nonce, config);

describe('the content security policy and the payment-provider button', () => {
  it("allows only the shop's own scripts and no frames for the fake provider of an embedded API", () => {
    const policy = contentSecurityPolicy('n0nce', defaultStorefrontConfig());
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-n0nce'"]);
    expect(directive(policy, 'frame-src')).toBeUndefined();
  });

  it("allows the fake provider's script from an API on another origin", () => {
    const config = mergeConfig(defaultStorefrontConfig(), { api: { url: 'https://api.shop.example/' } });
    expect(directive(contentSecurityPolicy('n', config), 'script-src')).toContain('https://api.shop.example');
  });

  it("allows PayPal's script, frames and calls once a client id is configured", () => {
    const config = mergeConfig(defaultStorefrontConfig(), { checkout: { paymentProvider: { clientId: 'abc' } } });
    const policy = contentSecurityPolicy('n', config);
    for (const name of ['script-src', 'frame-src', 'connect-src'])
      expect(directive(policy, name)).toEqual(
        expect.arrayContaining(['https://www.paypal.com', 'https://*.paypal.com']),
      );
    expect(directive(policy, 'img-src')).toContain('https://*.paypalobjects.com');
  });
});
