import type { TaxRule } from '../../catalog/types.js';

/** One rule for product class 2 and customer class 3: 23% in Germany, 8.25% in California. */
export const taxRules: TaxRule[] = [
  {
    id: 2,
    product_tax_class_ids: [2],
    customer_tax_class_ids: [3],
    rates: [
      { id: 6, tax_country_id: 'DE', tax_region_id: 0, rate: 23 },
      { id: 8, tax_country_id: 'US', tax_region_id: 12, region_name: 'California', rate: 8.25 },
    ],
  },
];
