import { describe, expect, it } from 'vitest';
import type { ProductDocument } from '../catalog/types.js';
import { calculateProductTax } from './calculate-product-tax.js';
import { DEPRECATED_PRICE_FIELDS } from './price-fields.js';
import type { TaxCalculationOptions } from './types.js';
import { taxRules } from './test-support/tax-rules.js';

const options: TaxCalculationOptions = {
  country: 'DE',
  region: '',
  now: new Date('2024-06-15T12:00:00Z'),
  sourcePriceIncludesTax: false,
  finalPriceIncludesTax: false,
  deprecatedPriceFieldsSupport: false,
};

function product(fields: Partial<ProductDocument> = {}): ProductDocument {
  return {
    id: 1,
    sku: 'WT06',
    name: 'Chloe Compete Tank',
    type_id: 'simple',
    tax_class_id: '2',
    price: 100,
    ...fields,
  };
}

describe('calculateProductTax', () => {
  it('taxes a simple product at 23%', () => {
    const result = calculateProductTax(product(), taxRules, options);
    expect(result).toMatchObject({
      price: 100,
      price_tax: 23,
      price_incl_tax: 123,
      original_price: 100,
      original_price_tax: 23,
      original_price_incl_tax: 123,
      original_special_price: 0,
      original_final_price: 0,
      special_price: 0,
      special_price_tax: 0,
      special_price_incl_tax: 0,
      final_price: 100,
      final_price_tax: 23,
      final_price_incl_tax: 123,
    });
    expect(result.sku).toBe('WT06');
  });

  it('rounds to 2 decimals, the gross being net plus tax', () => {
    const result = calculateProductTax(product({ price: 19.99 }), taxRules, {
      ...options,
      country: 'US',
      region: 'California',
    });
    expect(result.price).toBe(19.99);
    expect(result.price_tax).toBe(1.65);
    expect(result.price_incl_tax).toBe(21.64);
  });

  it('splits gross source prices into net and tax', () => {
    const gross = { ...options, sourcePriceIncludesTax: true };
    expect(calculateProductTax(product({ price: 123 }), taxRules, gross)).toMatchObject({
      price: 100,
      price_tax: 23,
      price_incl_tax: 123,
      original_price: 100,
    });
    expect(calculateProductTax(product({ price: 10 }), taxRules, gross)).toMatchObject({
      price: 8.13,
      price_tax: 1.87,
      price_incl_tax: 10,
    });
  });

  it('makes an active special price the price, keeping the regular one as original_price', () => {
    const result = calculateProductTax(product({ special_price: 80 }), taxRules, options);
    expect(result).toMatchObject({
      price: 80,
      price_tax: 18.4,
      price_incl_tax: 98.4,
      special_price: 80,
      special_price_tax: 18.4,
      special_price_incl_tax: 98.4,
      final_price: 80,
      final_price_incl_tax: 98.4,
      original_price: 100,
      original_price_incl_tax: 123,
      original_special_price: 80,
    });
  });

  it('treats a gross special price like a gross price', () => {
    const result = calculateProductTax(product({ price: 123, special_price: 61.5 }), taxRules, {
      ...options,
      sourcePriceIncludesTax: true,
    });
    expect(result).toMatchObject({ price: 50, price_incl_tax: 61.5, special_price: 50, original_price: 100 });
  });

  it('zeroes a special price outside its window or not below the price', () => {
    const expired = product({ special_price: 80, special_to_date: '2024-05-31 00:00:00' });
    const notLower = product({ special_price: 100 });
    for (const input of [expired, notLower]) {
      expect(calculateProductTax(input, taxRules, options)).toMatchObject({
        price: 100,
        price_incl_tax: 123,
        special_price: 0,
        special_price_tax: 0,
        special_price_incl_tax: 0,
        final_price: 100,
      });
    }
    expect(calculateProductTax(expired, taxRules, options).original_special_price).toBe(80);
  });

  it('treats a final_price below the price as a special price', () => {
    expect(calculateProductTax(product({ final_price: 90 }), taxRules, options)).toMatchObject({
      price: 90,
      price_incl_tax: 110.7,
      special_price: 90,
      final_price: 90,
      original_price: 100,
      original_final_price: 90,
    });
    // The lower of the two wins.
    expect(calculateProductTax(product({ special_price: 85, final_price: 90 }), taxRules, options).price).toBe(85);
    // A final_price equal to the price is no discount.
    expect(calculateProductTax(product({ final_price: 100 }), taxRules, options).special_price).toBe(0);
    // It obeys the same date window.
    const expired = product({ final_price: 90, special_to_date: '2024-05-31' });
    expect(calculateProductTax(expired, taxRules, options)).toMatchObject({ price: 100, special_price: 0 });
  });

  it('reads final_price as gross when finalPriceIncludesTax is set', () => {
    const result = calculateProductTax(product({ final_price: 110.7 }), taxRules, {
      ...options,
      finalPriceIncludesTax: true,
    });
    expect(result).toMatchObject({ price: 90, price_incl_tax: 110.7, original_final_price: 90 });
  });

  describe('without a matching rate', () => {
    it('leaves prices untaxed for another country', () => {
      const result = calculateProductTax(product(), taxRules, { ...options, country: 'FR' });
      expect(result).toMatchObject({
        price: 100,
        price_tax: 0,
        price_incl_tax: 100,
        original_price_incl_tax: 100,
        final_price_incl_tax: 100,
      });
    });

    it('leaves prices untaxed for a tax class no rule carries', () => {
      expect(calculateProductTax(product({ tax_class_id: '7' }), taxRules, options).price_incl_tax).toBe(100);
    });

    it('leaves prices untaxed when the customer group has no rule', () => {
      expect(calculateProductTax(product(), taxRules, { ...options, userGroupId: 1 }).price_incl_tax).toBe(100);
      expect(calculateProductTax(product(), taxRules, { ...options, userGroupId: 3 }).price_incl_tax).toBe(123);
    });

    it('zeroes the gross and tax of a special price, as the contract says', () => {
      const result = calculateProductTax(product({ special_price: 80 }), taxRules, { ...options, country: 'FR' });
      expect(result).toMatchObject({
        price: 80,
        price_incl_tax: 80,
        special_price: 80,
        special_price_tax: 0,
        special_price_incl_tax: 0,
      });
    });
  });

  describe('configurable products', () => {
    const configurable = product({
      type_id: 'configurable',
      price: 0,
      configurable_children: [
        product({ id: 11, sku: 'WT06-XS', price: 60 }),
        product({ id: 12, sku: 'WT06-S', price: 40, status: 2 }),
        product({ id: 13, sku: 'WT06-M', price: 50, special_price: 45, status: 1 }),
        product({ id: 14, sku: 'WT06-L', price: 0 }),
        // Some dumps carry the status as a string.
        Object.assign(product({ id: 15, sku: 'WT06-XL', price: 70 }), { status: '1' }),
      ],
    });

    it('gives a parent without a price the price of its cheapest enabled child', () => {
      const result = calculateProductTax(configurable, taxRules, options);
      expect(result).toMatchObject({
        price: 45,
        price_tax: 10.35,
        price_incl_tax: 55.35,
        special_price: 45,
        special_price_incl_tax: 55.35,
        final_price: 45,
        original_price: 50,
        original_price_incl_tax: 61.5,
      });
    });

    it('prices every child, disabled ones included', () => {
      const children = calculateProductTax(configurable, taxRules, options).configurable_children ?? [];
      expect(children.map((child) => [child.sku, child.price, child.price_incl_tax, child.special_price])).toEqual([
        ['WT06-XS', 60, 73.8, 0],
        ['WT06-S', 40, 49.2, 0],
        ['WT06-M', 45, 55.35, 45],
        ['WT06-L', 0, 0, 0],
        ['WT06-XL', 70, 86.1, 0],
      ]);
    });

    it('keeps a parent price that is below every child', () => {
      const cheapParent = { ...configurable, price: 30 };
      expect(calculateProductTax(cheapParent, taxRules, options)).toMatchObject({ price: 30, price_incl_tax: 36.9 });
    });

    it('flattens the custom_attributes of a child before pricing it', () => {
      const withAttributes = product({
        type_id: 'configurable',
        price: 0,
        configurable_children: [
          product({
            id: 21,
            price: 40,
            custom_attributes: [
              { attribute_code: 'color', value: '50' },
              { attribute_code: 'special_price', value: '30' },
            ],
          }),
        ],
      });
      const result = calculateProductTax(withAttributes, taxRules, options);
      const child = result.configurable_children?.[0];
      expect(child?.color).toBe('50');
      expect(child).toMatchObject({ price: 30, special_price: 30, original_price: 40 });
      expect(result.price).toBe(30);
    });
  });

  describe('camelCase twins', () => {
    it('are written, on children too, with deprecatedPriceFieldsSupport', () => {
      const input = product({ special_price: 80, configurable_children: [product({ id: 2, price: 90 })] });
      const result = calculateProductTax(input, taxRules, { ...options, deprecatedPriceFieldsSupport: true });
      expect(result).toMatchObject({
        priceTax: 18.4,
        priceInclTax: 98.4,
        originalPrice: 100,
        originalPriceTax: 23,
        originalPriceInclTax: 123,
        specialPrice: 80,
        specialPriceTax: 18.4,
        specialPriceInclTax: 98.4,
        finalPrice: 80,
        finalPriceTax: 18.4,
        finalPriceInclTax: 98.4,
      });
      expect(result.configurable_children?.[0]).toMatchObject({ priceInclTax: 110.7, originalPrice: 90 });
    });

    it('are absent without it, even when the input carried stale ones', () => {
      const stale = product({ priceInclTax: 999, specialPriceTax: 1 });
      const result = calculateProductTax(stale, taxRules, options);
      for (const field of DEPRECATED_PRICE_FIELDS) expect(result).not.toHaveProperty(field);
    });

    it('follow the untaxed special price rule', () => {
      const result = calculateProductTax(product({ special_price: 80 }), taxRules, {
        ...options,
        country: 'FR',
        deprecatedPriceFieldsSupport: true,
      });
      expect(result).toMatchObject({ priceInclTax: 80, priceTax: 0, specialPriceInclTax: 0, specialPriceTax: 0 });
    });
  });

  it('does not modify its input', () => {
    const input = product({
      special_price: 80,
      final_price: 90,
      configurable_children: [
        product({ id: 2, price: 50, custom_attributes: [{ attribute_code: 'color', value: '50' }] }),
      ],
    });
    const before = structuredClone(input);
    const result = calculateProductTax(input, taxRules, { ...options, deprecatedPriceFieldsSupport: true });
    expect(input).toEqual(before);
    expect(result).not.toBe(input);
    expect(result.configurable_children?.[0]).not.toBe(input.configurable_children?.[0]);
  });

  it('gives the same result when run again on its own output', () => {
    const gross = { ...options, sourcePriceIncludesTax: true, deprecatedPriceFieldsSupport: true };
    const input = product({
      price: 123,
      special_price: 98.4,
      configurable_children: [product({ id: 2, price: 61.5 })],
    });
    const once = calculateProductTax(input, taxRules, gross);
    expect(calculateProductTax(once, taxRules, gross)).toEqual(once);
  });

  it('re-prices its own output for another country from the untouched net prices', () => {
    const once = calculateProductTax(product({ special_price: 80 }), taxRules, options);
    const abroad = calculateProductTax(once, taxRules, { ...options, country: 'FR' });
    expect(abroad).toMatchObject({ price: 80, price_incl_tax: 80, original_price: 100, original_price_incl_tax: 100 });
  });

  it('does not add configurable_children to a simple product', () => {
    expect(calculateProductTax(product(), taxRules, options)).not.toHaveProperty('configurable_children');
  });
});
