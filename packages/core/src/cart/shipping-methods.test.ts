import { describe, expect, it } from 'vitest';
import { defaultShippingConfig } from '../config/default-commerce-config.js';
import { isFreeShipping, preselectedShippingMethod, shippingPriceFor } from './shipping-methods.js';

const methods = [
  { method_code: 'a', carrier_code: 'x', default: false },
  { method_code: 'flatrate', carrier_code: 'flatrate', default: true },
  { method_code: 'b', carrier_code: 'y', default: false },
];

describe('preselectedShippingMethod', () => {
  it('preselects the default flat rate of the config', () => {
    expect(preselectedShippingMethod(defaultShippingConfig().methods)).toMatchObject({
      method_code: 'flatrate',
      method_title: 'Standard',
    });
  });

  it("keeps the shopper's choice while it is offered (carrier and method)", () => {
    expect(preselectedShippingMethod(methods, { method_code: 'b', carrier_code: 'y' })?.method_code).toBe('b');
    expect(preselectedShippingMethod(methods, { method_code: 'b', carrier_code: 'x' })?.method_code).toBe('flatrate');
  });

  it('falls back to the first method, then nothing', () => {
    expect(preselectedShippingMethod([methods[0]!, methods[2]!])?.method_code).toBe('a');
    expect(preselectedShippingMethod([])).toBeUndefined();
  });
});

describe('shippingPriceFor', () => {
  const standard = { method_code: 'flatrate', amount: 4.49, price_incl_tax: 4.95, free_shipping_threshold: 50 };

  it('charges the configured prices below the threshold', () => {
    expect(shippingPriceFor(standard, 49.99)).toEqual(standard);
    expect(isFreeShipping(standard, 49.99)).toBe(false);
  });

  it('charges nothing from the threshold on, the amount before tax included', () => {
    expect(shippingPriceFor(standard, 50)).toEqual({ ...standard, amount: 0, price_incl_tax: 0 });
    expect(shippingPriceFor(standard, 50.004).price_incl_tax).toBe(0);
    expect(isFreeShipping(standard, 120)).toBe(true);
  });

  it('ignores rounding noise at the threshold', () => {
    expect(isFreeShipping(standard, 0.1 + 49.9)).toBe(true);
    expect(isFreeShipping(standard, 49.994)).toBe(false);
  });

  it('never makes a method without a threshold free', () => {
    const express = { amount: 9.03, price_incl_tax: 9.95 };
    expect(shippingPriceFor(express, 1_000)).toEqual(express);
  });

  it("matches the demo shop's Delivery page: Standard $4.95 free from $50, Express $9.95, Pick-up free", () => {
    const [standardMethod, express, pickup] = defaultShippingConfig().methods;
    expect(standardMethod).toMatchObject({
      method_title: 'Standard',
      price_incl_tax: 4.95,
      free_shipping_threshold: 50,
    });
    expect(express).toMatchObject({ method_title: 'Express', price_incl_tax: 9.95 });
    expect(pickup).toMatchObject({ method_title: 'Pick-up', price_incl_tax: 0 });
  });
});
