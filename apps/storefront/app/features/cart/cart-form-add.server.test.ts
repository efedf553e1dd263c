import type { ProductDocument } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import { tank } from '../product/test-fixtures';
import { decideFormAdd, type FormAddSettings } from './cart-form-add.server';

const SETTINGS: FormAddSettings = {
  bookingTaxRatePercent: 10.25,
  allowZeroPrice: false,
  allowOutOfStockInCart: false,
  externalCheckout: false,
  stockSynchronize: true,
  setConfigurableProductOptions: true,
};

const ADDED = 'Product has been added to the cart!';

const form = (fields: Array<[string, string]>) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

const bag = (extra: Partial<ProductDocument> = {}): ProductDocument => ({
  id: 1,
  sku: 'MB01',
  name: 'Joust Duffle Bag',
  type_id: 'simple',
  price: 34,
  price_incl_tax: 34,
  stock: { is_in_stock: true, qty: 10 },
  ...extra,
});

const messages = (outcome: ReturnType<typeof decideFormAdd>) => outcome.problems.map((problem) => problem.message);

describe('decideFormAdd (the product form posted without JavaScript)', () => {
  it('adds one unit of a simple product whatever the quantity field says (spec point 5), leaving the price to the API', () => {
    const outcome = decideFormAdd(bag(), form([['qty', '2']]), [], SETTINGS);
    expect(outcome.lines).toEqual([{ sku: 'MB01', qty: 1 }]);
    expect(messages(outcome)).toEqual([ADDED]);
  });

  it('refuses a quantity below 1 with the spec message and sends nothing', () => {
    for (const qty of ['0', '-1', 'x']) {
      const outcome = decideFormAdd(bag(), form([['qty', qty]]), [], SETTINGS);
      expect(outcome.lines).toEqual([]);
      expect(messages(outcome)).toEqual(['Quantity must be above 0.']);
    }
  });

  it('passes on the volatile-stock warning before the success when stock is not synchronized', () => {
    const outcome = decideFormAdd(bag(), form([]), [], { ...SETTINGS, stockSynchronize: false });
    expect(outcome.lines).toHaveLength(1);
    expect(outcome.problems.map((problem) => problem.type)).toEqual(['warning', 'success']);
  });

  it('refuses an unknown price unless zero-price products are allowed', () => {
    const free = bag({ price: 0, price_incl_tax: 0 });
    expect(messages(decideFormAdd(free, form([]), [], SETTINGS))).toEqual([
      'Product price is unknown, product cannot be added to the cart!',
    ]);
    expect(decideFormAdd(free, form([]), [], { ...SETTINGS, allowZeroPrice: true }).lines).toHaveLength(1);
  });

  it('books a configurable under the chosen child, and refuses an unknown or out-of-stock one', () => {
    expect(decideFormAdd(tank(), form([['child_sku', 'WT06-XS-Black']]), [], SETTINGS).bookedSkus).toEqual([
      'WT06-XS-Black',
    ]);
    const unknown = decideFormAdd(tank(), form([['child_sku', 'WT06-XXL-Pink']]), [], SETTINGS);
    expect(unknown.lines).toEqual([]);
    expect(unknown.problems.some((problem) => problem.type === 'error')).toBe(true);
    const soldOut = decideFormAdd(tank(), form([['child_sku', 'WT06-XS-Blue']]), [], SETTINGS);
    expect(soldOut.lines).toEqual([]);
    expect(messages(soldOut)).toContain('The product is out of stock and cannot be added to the cart!');
  });

  it("sends a configured line under the parent's sku with the chosen options (VSF's shape)", () => {
    const product = tank();
    (product.configurable_options as Array<Record<string, unknown>>)[0]!.attribute_id = 93;
    (product.configurable_options as Array<Record<string, unknown>>)[1]!.attribute_id = 142;
    const outcome = decideFormAdd(product, form([['child_sku', 'WT06-S-Blue']]), [], SETTINGS);
    expect(outcome.lines).toEqual([
      {
        sku: 'WT06',
        qty: 1,
        product_option: {
          extension_attributes: {
            configurable_item_options: [
              { option_id: '93', option_value: '50' },
              { option_id: '142', option_value: '168' },
            ],
          },
        },
      },
    ]);
    expect(outcome.bookedSkus).toEqual(['WT06-S-Blue']);
    const childSku = decideFormAdd(product, form([['child_sku', 'WT06-S-Blue']]), [], {
      ...SETTINGS,
      setConfigurableProductOptions: false,
    });
    expect(childSku.lines[0]?.sku).toBe('WT06-S-Blue');
  });

  it('validates required custom options and sends the chosen ones', () => {
    const product = bag({
      custom_options: [
        { option_id: 7, title: 'Monogram', type: 'field', is_require: true },
        {
          option_id: 8,
          title: 'Extras',
          type: 'checkbox',
          is_require: false,
          values: [
            { option_type_id: 81, title: 'Strap' },
            { option_type_id: 82, title: 'Lock' },
          ],
        },
      ],
    });
    const missing = decideFormAdd(product, form([['custom-option-7', ' ']]), [], SETTINGS);
    expect(missing.lines).toEqual([]);
    expect(messages(missing)).toEqual(['Please configure product custom options and fix the validation errors']);
    const filled = decideFormAdd(
      product,
      form([
        ['custom-option-7', 'AB'],
        ['custom-option-8', '81'],
        ['custom-option-8', '82'],
      ]),
      [],
      SETTINGS,
    );
    expect(filled.lines[0]?.product_option).toEqual({
      extension_attributes: {
        custom_options: [
          { option_id: '7', option_value: 'AB' },
          { option_id: '8', option_value: '81,82' },
        ],
      },
    });
  });

  it('adds a grouped product as its children, each from the catalogue documents given', () => {
    const group = bag({
      sku: 'GS01',
      type_id: 'grouped',
      product_links: [
        { link_type: 'associated', linked_product_sku: 'MB01' },
        { link_type: 'associated', linked_product_sku: 'MB02' },
      ],
    });
    const outcome = decideFormAdd(group, form([]), [], SETTINGS, [bag(), bag({ id: 2, sku: 'MB02' })]);
    expect(outcome.lines).toEqual([
      { sku: 'MB01', qty: 1 },
      { sku: 'MB02', qty: 1 },
    ]);
    expect(decideFormAdd(group, form([]), [], SETTINGS).lines).toEqual([]);
  });

  it('sends the bundle selections with their quantities, and refuses a required option left empty', () => {
    const product = bag({
      type_id: 'bundle',
      bundle_options: [
        {
          option_id: 1,
          title: 'Sprite Stasis Ball',
          required: true,
          product_links: [
            { id: 11, sku: 'ball-55', qty: 1, is_default: true },
            { id: 12, sku: 'ball-65', qty: 1, is_default: false },
          ],
        },
      ],
    });
    const chosen = decideFormAdd(
      product,
      form([
        ['bundle-option-1', '12'],
        ['bundle-option-1-qty', '3'],
      ]),
      [],
      SETTINGS,
    );
    expect(chosen.lines[0]?.product_option).toEqual({
      extension_attributes: { bundle_options: [{ option_id: '1', option_qty: 3, option_selections: [12] }] },
    });
    const empty = decideFormAdd(product, form([['bundle-option-1', '']]), [], SETTINGS);
    expect(empty.lines).toEqual([]);
    expect(messages(empty)).toEqual(['Please configure product bundle options and fix the validation errors']);
  });
});
