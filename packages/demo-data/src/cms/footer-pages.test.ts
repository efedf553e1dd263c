import { defaultShippingConfig } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import { FOOTER_PAGES } from './footer-pages.js';

const dollars = (value: number) => `$${value.toFixed(2)}`;

describe('the Delivery page', () => {
  const delivery = FOOTER_PAGES.find((page) => page.identifier === 'delivery')!.content;

  it("promises the shop's configured methods at their prices, and the free-shipping threshold", () => {
    const methods = defaultShippingConfig().methods;
    expect(methods.length).toBe(3);
    for (const method of methods) {
      const item = delivery.match(
        new RegExp(`<li><strong>${method.method_title}</strong>:([^<]|<a[^>]*>[^<]*</a>)*</li>`),
      );
      expect(item, method.method_title).not.toBeNull();
      const text = item![0];
      expect(text).toContain(method.price_incl_tax === 0 ? 'free' : dollars(method.price_incl_tax));
      if (method.free_shipping_threshold !== undefined)
        expect(text).toContain(
          `free on orders of ${dollars(method.free_shipping_threshold).replace('.00', '')} or more`,
        );
    }
    expect(delivery.match(/<li><strong>/g)).toHaveLength(methods.length);
  });

  it('says that downloads are never shipped', () => {
    expect(delivery).toContain('Downloadable products are never shipped');
  });
});
