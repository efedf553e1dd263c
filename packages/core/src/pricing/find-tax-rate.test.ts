import { describe, expect, it } from 'vitest';
import type { TaxRule } from '../catalog/types.js';
import { findTaxRate } from './find-tax-rate.js';

// Shape of the single rule in the VSF 1.12 demo dump (see docs/api.md#catalogue-documents).
const demoRule: TaxRule = {
  id: 2,
  code: 'General Taxes',
  customer_tax_class_ids: [3],
  product_tax_class_ids: [2],
  rates: [
    { id: 6, tax_country_id: 'DE', tax_region_id: 0, tax_postcode: '*', rate: 23, code: 'VAT23-DE' },
    { id: 4, tax_country_id: 'US', tax_region_id: 0, tax_postcode: '*', rate: 23, code: 'VAT23' },
  ],
};

const usRule: TaxRule = {
  id: 5,
  product_tax_class_ids: ['4'],
  customer_tax_class_ids: [3],
  rates: [
    { id: 10, tax_country_id: 'US', tax_region_id: 12, region_name: 'California', rate: 8.25 },
    { id: 11, tax_country_id: 'US', tax_region_id: 57, region_name: 'Texas', rate: 6.25 },
    { id: 12, tax_country_id: 'US', tax_region_id: '0', region_name: 'Any', rate: 5 },
  ],
};

describe('findTaxRate', () => {
  it('matches a region by name', () => {
    expect(findTaxRate([usRule], 4, 'US', 'Texas')?.id).toBe(11);
    expect(findTaxRate([usRule], 4, 'US', 'California')?.id).toBe(10);
  });

  it('matches a rate with region id 0 whatever the region', () => {
    expect(findTaxRate([usRule], 4, 'US', 'Ohio')?.id).toBe(12);
    expect(findTaxRate([demoRule], 2, 'DE', 'Bavaria')?.id).toBe(6);
  });

  it('matches a rate without a region name whatever the region', () => {
    const rule: TaxRule = {
      id: 1,
      product_tax_class_ids: [2],
      rates: [{ tax_country_id: 'PL', tax_region_id: 7, rate: 23 }],
    };
    expect(findTaxRate([rule], 2, 'PL', 'Mazowieckie')?.rate).toBe(23);
  });

  it('does not match a named region other than the requested one', () => {
    const rule: TaxRule = {
      id: 1,
      product_tax_class_ids: [2],
      rates: [{ tax_country_id: 'US', tax_region_id: 12, region_name: 'California', rate: 8.25 }],
    };
    expect(findTaxRate([rule], 2, 'US', 'Texas')).toBeUndefined();
    expect(findTaxRate([rule], 2, 'US', '')).toBeUndefined();
  });

  it('finds no rate for another country', () => {
    expect(findTaxRate([demoRule], 2, 'FR', '')).toBeUndefined();
  });

  it('finds no rate when the product tax class is not in any rule', () => {
    expect(findTaxRate([demoRule], 5, 'DE', '')).toBeUndefined();
  });

  it('compares tax class ids loosely', () => {
    expect(findTaxRate([demoRule], '2', 'DE', '')?.id).toBe(6);
    expect(findTaxRate([usRule], 4, 'US', 'Texas')?.id).toBe(11);
    expect(findTaxRate([usRule], '4', 'US', 'Texas')?.id).toBe(11);
  });

  it('never taxes tax class 0 ("None") or a missing class', () => {
    const rule: TaxRule = { id: 1, product_tax_class_ids: [0], rates: [{ tax_country_id: 'DE', rate: 23 }] };
    expect(findTaxRate([rule], 0, 'DE', '')).toBeUndefined();
    expect(findTaxRate([rule], '0', 'DE', '')).toBeUndefined();
    expect(findTaxRate([rule], undefined, 'DE', '')).toBeUndefined();
    expect(findTaxRate([rule], '', 'DE', '')).toBeUndefined();
  });

  it('narrows rules by customer group only when a group number is given', () => {
    expect(findTaxRate([demoRule], 2, 'DE', '', 3)?.id).toBe(6);
    expect(findTaxRate([demoRule], 2, 'DE', '', 1)).toBeUndefined();
    expect(findTaxRate([demoRule], 2, 'DE', '')?.id).toBe(6);
    expect(findTaxRate([demoRule], 2, 'DE', '', null)?.id).toBe(6);
  });

  it('skips rules for other customer groups and uses the first one that fits', () => {
    const wholesale: TaxRule = {
      id: 9,
      product_tax_class_ids: [2],
      customer_tax_class_ids: [2],
      rates: [{ tax_country_id: 'DE', rate: 7 }],
    };
    expect(findTaxRate([wholesale, demoRule], 2, 'DE', '', 3)?.id).toBe(6);
    expect(findTaxRate([wholesale, demoRule], 2, 'DE', '', 2)?.rate).toBe(7);
  });

  it('looks only at the first rule carrying the class, as VSF does', () => {
    const first: TaxRule = { id: 1, product_tax_class_ids: [2], rates: [{ tax_country_id: 'IT', rate: 22 }] };
    expect(findTaxRate([first, demoRule], 2, 'DE', '')).toBeUndefined();
  });
});
