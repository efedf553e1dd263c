import { describe, expect, it } from 'vitest';
import { defaultShippingConfig } from '../config/default-commerce-config.js';
import { preselectedShippingMethod } from './shipping-methods.js';

const methods = [
  { method_code: 'a', carrier_code: 'x', default: false },
  { method_code: 'flatrate', carrier_code: 'flatrate', default: true },
  { method_code: 'b', carrier_code: 'y', default: false },
];

describe('preselectedShippingMethod', () => {
  it('preselects the default flat rate of the config', () => {
    expect(preselectedShippingMethod(defaultShippingConfig().methods)).toMatchObject({
      method_code: 'flatrate',
      method_title: 'DPD Courier',
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
