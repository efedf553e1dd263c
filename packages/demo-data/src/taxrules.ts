/**
 * docs/api.md#catalogue-documents. VSF applies the first rate of the rule that matches the customer's country and region and falls
 * back to a rate with tax_region_id 0, so the region-specific US rates must come before the catch-all US rate.
 * The catch-all US rate is 0 %: states where the demo shop has no sales-tax nexus collect nothing, which keeps the
 * default (no region chosen) US prices equal to the net prices while California and New York show real tax.
 */
const RATES = [
  {
    id: 1,
    tax_country_id: 'US',
    tax_region_id: 12,
    region_name: 'California',
    tax_postcode: '*',
    rate: 8.25,
    code: 'US-CA-*-Rate 1',
    titles: [],
  },
  {
    id: 2,
    tax_country_id: 'US',
    tax_region_id: 43,
    region_name: 'New York',
    tax_postcode: '*',
    rate: 8.875,
    code: 'US-NY-*-Rate 1',
    titles: [],
  },
  { id: 3, tax_country_id: 'US', tax_region_id: 0, tax_postcode: '*', rate: 0, code: 'US-*-*-Rate 0', titles: [] },
  { id: 4, tax_country_id: 'DE', tax_region_id: 0, tax_postcode: '*', rate: 19, code: 'VAT19-DE', titles: [] },
  { id: 5, tax_country_id: 'IT', tax_region_id: 0, tax_postcode: '*', rate: 22, code: 'VAT22-IT', titles: [] },
];

export function taxRuleDocuments(tsk: number): Array<Record<string, unknown>> {
  return [
    {
      id: 2,
      code: 'General Taxes',
      priority: 0,
      position: 0,
      customer_tax_class_ids: [3],
      product_tax_class_ids: [2],
      tax_rate_ids: RATES.map((rate) => rate.id),
      calculate_subtotal: false,
      rates: RATES.map((rate) => ({ ...rate })),
      tsk,
    },
  ];
}
