import { describe, expect, it, vi } from 'vitest';
import { sql } from '../db/sql.js';
import { startedForEachTest } from '../test-support/started-for-tests.js';
import { call } from '../users/test-support/start-user-api.js';
import { customerCart } from '../cart/test-support/start-cart-api.js';
import { addProducts, orderBody, placeOrder, startOrderApi } from './test-support/start-order-api.js';

// docs/behaviour.md#order-lines: a configured child is ordered as its parent with its options.
const api = startedForEachTest(async () => {
  const started = await startOrderApi();
  // As in the demo catalogue, the child also has a document of its own, named 'Parent-Option'.
  await addProducts(started, [
    { id: 31, sku: 'TEE-GREEN', name: 'Tee-Green', type_id: 'simple', price: 20, tax_class_id: 0, visibility: 1 },
  ]);
  return started;
});

const GREEN = { extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: '52' }] } };

describe('an order line of a configured child', () => {
  it("is stored under its parent's name with its options and both skus, even without options in the body", async () => {
    const send = vi.spyOn(api().api.mailer, 'send');
    const reply = await placeOrder(api(), orderBody([{ sku: 'TEE-GREEN', parentSku: 'TEE', name: 'Tee-Green' }]));
    expect(reply.status).toBe(200);
    const item = await api().db.get<Record<string, unknown>>(
      sql`SELECT sku, parent_sku, name, product_option, option_labels, price FROM order_items`,
    );
    expect(item).toMatchObject({ sku: 'TEE-GREEN', parent_sku: 'TEE', name: 'Tee', price: 20 });
    expect(JSON.parse(String(item!.option_labels))).toEqual([{ label: 'Color', value: 'Green' }]);
    expect(JSON.parse(String(item!.product_option))).toEqual(GREEN);
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    expect(send.mock.calls[0]![0].text).toContain('1 × Tee (Color: Green) [TEE-GREEN]');
  });

  it('keeps the child its sku names when the body also sends options of another child', async () => {
    const red = { extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: '53' }] } };
    const reply = await placeOrder(api(), orderBody([{ sku: 'TEE-GREEN', parentSku: 'TEE', product_option: red }]));
    expect(reply.status).toBe(200);
    const item = await api().db.get<{ product_option: string; price: number }>(
      sql`SELECT product_option, price FROM order_items`,
    );
    expect(JSON.parse(item!.product_option)).toEqual(GREEN);
    expect(item!.price).toBe(20);
  });

  it('finds the parent of a child sku sent alone, with its options from the server cart', async () => {
    const reply = await placeOrder(api(), orderBody([{ sku: 'TEE-GREEN', product_option: GREEN }]));
    expect(reply.status).toBe(200);
    expect(await api().db.get(sql`SELECT sku, parent_sku, name, option_labels FROM order_items`)).toEqual({
      sku: 'TEE-GREEN',
      parent_sku: 'TEE',
      name: 'Tee',
      option_labels: JSON.stringify([{ label: 'Color', value: 'Green' }]),
    });
  });

  it('keeps a line sent as the parent with its options (VSF 1 shape) the same way', async () => {
    const reply = await placeOrder(api(), orderBody([{ sku: 'TEE', product_option: GREEN }]));
    expect(reply.status).toBe(200);
    expect(await api().db.get(sql`SELECT sku, parent_sku, name FROM order_items`)).toEqual({
      sku: 'TEE-GREEN',
      parent_sku: 'TEE',
      name: 'Tee',
    });
  });

  it('lists in the order history with the added fields, the contract fields unchanged', async () => {
    const { token } = await customerCart(api(), 'ada@example.com');
    const me = await call(api(), 'me', undefined, { token });
    const userId = String(me.body.result.id);
    const body = orderBody([{ sku: 'TEE-GREEN', parentSku: 'TEE' }, { sku: 'MUG' }], { user_id: userId });
    expect((await placeOrder(api(), body, { token })).status).toBe(200);
    const history = await call(api(), 'order-history', undefined, { token });
    const [order] = history.body.result.items;
    expect(order.items[0]).toMatchObject({
      sku: 'TEE-GREEN',
      parent_sku: 'TEE',
      name: 'Tee',
      qty_ordered: 1,
      product_type: 'configurable',
      product_option: GREEN,
      option_labels: [{ label: 'Color', value: 'Green' }],
    });
    expect(order.items[1]).toMatchObject({ sku: 'MUG', parent_sku: null, option_labels: [] });
    expect(order).toMatchObject({
      billing_address: { firstname: 'Ada', city: 'London' },
      payment: { method: 'cashondelivery', additional_information: ['Cash on delivery'] },
      shipping_description: 'Flat Rate - Standard',
      shipping_method_title: 'Standard',
      extension_attributes: {
        shipping_assignments: [{ shipping: { address: { firstname: 'Ada', street: ['Main Street', '1'] } } }],
      },
    });
    expect(typeof order.shipping_amount).toBe('number');
    expect(typeof order.tax_amount).toBe('number');
    expect(typeof order.discount_amount).toBe('number');
  });
});
