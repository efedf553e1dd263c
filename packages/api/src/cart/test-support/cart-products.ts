/** The cart tests' catalogue: one product of each kind the cart prices, and two parking spots. */
export const CART_PRODUCTS: Array<Record<string, unknown>> = [
  {
    id: 1,
    sku: 'MUG',
    name: 'Mug',
    type_id: 'simple',
    price: 10,
    tax_class_id: 0,
    custom_options: [
      { option_id: 1, title: 'Engraving', type: 'field', price: 2.5, price_type: 'fixed' },
      {
        option_id: 2,
        title: 'Box',
        type: 'drop_down',
        values: [{ option_type_id: 7, title: 'Gift box', price: 50, price_type: 'percent' }],
      },
    ],
  },
  { id: 2, sku: 'EBOOK', name: 'E-book', type_id: 'virtual', price: 5, tax_class_id: 0 },
  {
    id: 3,
    sku: 'TEE',
    name: 'Tee',
    type_id: 'configurable',
    price: 20,
    tax_class_id: 0,
    configurable_options: [
      {
        attribute_id: '93',
        attribute_code: 'color',
        label: 'Color',
        values: [
          { value_index: 52, label: 'Green' },
          { value_index: 53, label: 'Red' },
        ],
      },
    ],
    configurable_children: [
      { sku: 'TEE-GREEN', name: 'Tee Green', price: 20, color: 52 },
      { sku: 'TEE-RED', name: 'Tee Red', price: 22, color: 53 },
    ],
  },
  {
    id: 4,
    sku: 'KIT',
    name: 'Kit',
    type_id: 'bundle',
    price: 0,
    tax_class_id: 0,
    bundle_options: [
      {
        option_id: 1,
        title: 'Ball',
        required: true,
        product_links: [{ id: 11, sku: 'BALL', qty: 1, is_default: true }],
      },
    ],
  },
  { id: 5, sku: 'BALL', name: 'Ball', type_id: 'simple', price: 3, tax_class_id: 0 },
  { id: 6, sku: 'SET', name: 'Set', type_id: 'grouped', price: 0, tax_class_id: 0 },
  { id: 7, sku: 'FREEBIE', name: 'Freebie', type_id: 'simple', price: 0, tax_class_id: 0 },
  {
    id: 8,
    sku: 'SPOT-A1',
    name: 'Spot A1',
    type_id: 'virtual',
    price: 0,
    hourly_rate: 4,
    monthly_rate: 100,
    places: 1,
    // The tests write their periods in UTC; the store view's clock (New York) is tested on spots without one.
    time_zone: 'UTC',
  },
  {
    id: 9,
    sku: 'TIERED',
    name: 'Tiered',
    type_id: 'simple',
    price: 40,
    tax_class_id: 0,
    tier_prices: [{ customer_group_id: 1, qty: 1, value: 34, extension_attributes: { website_id: 0 } }],
  },
  { id: 10, sku: 'GONE', name: 'Gone', type_id: 'simple', price: 5, stock: { is_in_stock: false, qty: 0 } },
  // Malformed documents: the cart must refuse them with a 4xx, never fail with a 500.
  { id: 11, sku: 'BROKEN-KIT', name: 'Broken kit', type_id: 'bundle', price: 0, bundle_options: { 1: 'x' } },
  { id: 12, sku: 'BROKEN-TEE', name: 'Broken tee', type_id: 'configurable', configurable_options: 'x', price: 'abc' },
];
