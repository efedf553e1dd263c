import { defaultStorefrontConfig, mergeConfig } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import { contentSecurityDirectives } from '../../../../server/security-headers';

type Policy = ReturnType<typeof contentSecurityDirectives>;
type Request = Parameters<Extract<Policy[string][number], (...args: never[]) => string>>[0];
type Reply = Parameters<Extract<Policy[string][number], (...args: never[]) => string>>[1];
/** A directive's sources as a response to `path` gets them (per-response values computed), each once. */
const directive = (policy: Policy, name: string, path = '/') =>
  policy[name] && [
    ...new Set(
      policy[name].map((value) => (typeof value === 'string' ? value : value({ url: path } as Request, {} as Reply))),
    ),
  ];
const contentSecurityPolicy = (nonce: string, config: Parameters<typeof contentSecurityDirectives>[1]) =>
  contentSecurityDirectives(nonce, config);

describe('the content security policy and the payment-provider button', () => {
  it("allows only the shop's own scripts and no frames for the fake provider of an embedded API", () => {
    const policy = contentSecurityPolicy('n0nce', defaultStorefrontConfig());
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-n0nce'"]);
    expect(directive(policy, 'frame-src')).toBeUndefined();
  });

  it('allows the AMP runtime on the AMP pages only', () => {
    const policy = contentSecurityPolicy('n0nce', defaultStorefrontConfig());
    for (const path of ['/amp/p/WS01/shirt', '/amp/c/women-20', '/de/amp/women-20'])
      expect(directive(policy, 'script-src', path)).toEqual(["'self'", "'nonce-n0nce'", 'https://cdn.ampproject.org']);
    for (const path of ['/p/WS01/shirt', '/checkout', '/women/amp-shirts'])
      expect(directive(policy, 'script-src', path)).not.toContain('https://cdn.ampproject.org');
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
