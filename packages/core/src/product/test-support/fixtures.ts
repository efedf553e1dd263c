import type { ProductDocument } from '../../catalog/types.js';

/** Hand-written documents shaped like the demo catalogue's (see docs/api.md#catalogue-documents), small enough to read in a test. */

export function simple(fields: Partial<ProductDocument> & { sku: string }): ProductDocument {
  return { id: 1, name: fields.sku, type_id: 'simple', status: 1, visibility: 4, tax_class_id: '2', ...fields };
}

export function variant(
  id: number,
  sku: string,
  color: string,
  size: string,
  extra: { status?: number; inStock?: boolean; image?: string } = {},
): ProductDocument {
  return {
    id,
    sku,
    name: sku,
    type_id: 'simple',
    status: extra.status ?? 1,
    visibility: 1,
    price: 32,
    image: extra.image ?? `/w/t/${sku.toLowerCase()}.jpg`,
    color,
    size,
    stock: { is_in_stock: extra.inStock ?? true, qty: extra.inStock === false ? 0 : 10 },
  };
}

/** A configurable option as the catalogue writes it, its values given as [value_index, label] pairs. */
export const configurableOption = (
  attributeId: string,
  code: string,
  label: string,
  values: ReadonlyArray<readonly [number, string]>,
) => ({
  attribute_id: attributeId,
  attribute_code: code,
  label,
  values: values.map(([value_index, label]) => ({ value_index, label })),
});

const colorOption = (values: Array<[number, string]>) => ({
  id: 11,
  position: 1,
  ...configurableOption('93', 'color', 'Color', values),
});

const sizeOption = (values: Array<[number, string]>) => ({
  id: 12,
  position: 0,
  ...configurableOption('142', 'size', 'Size', values),
});

/**
 * Chloe tank in Black/Blue × XS/S: XS-Black sellable, S-Black disabled, XS-Blue out of stock, S-Blue sellable.
 */
export function tank(): ProductDocument {
  return {
    id: 1769,
    sku: 'WT06',
    name: 'Chloe Compete Tank',
    type_id: 'configurable',
    status: 1,
    visibility: 4,
    price: 32,
    tax_class_id: '2',
    image: '/w/t/wt06-main.jpg',
    slug: 'chloe-compete-tank-1769',
    url_path: 'women/tanks/chloe-compete-tank-1769.html',
    configurable_options: [
      colorOption([
        [49, 'Black'],
        [50, 'Blue'],
      ]),
      sizeOption([
        [167, 'XS'],
        [168, 'S'],
      ]),
    ],
    configurable_children: [
      variant(1770, 'WT06-XS-Black', '49', '167'),
      variant(1771, 'WT06-S-Black', '49', '168', { status: 2 }),
      variant(1772, 'WT06-XS-Blue', '50', '167', { inStock: false }),
      variant(1773, 'WT06-S-Blue', '50', '168'),
    ],
  };
}

/** Disjoint option sets (#4789): Red exists only in S, Green only in M. */
export function disjointTee(): ProductDocument {
  return {
    id: 2000,
    sku: 'MT01',
    name: 'Disjoint Tee',
    type_id: 'configurable',
    status: 1,
    visibility: 4,
    configurable_options: [
      colorOption([
        [58, 'Red'],
        [53, 'Green'],
      ]),
      sizeOption([
        [168, 'S'],
        [169, 'M'],
      ]),
    ],
    configurable_children: [variant(2001, 'MT01-S-Red', '58', '168'), variant(2002, 'MT01-M-Green', '53', '169')],
  };
}

/** Bundle options as buildBundle writes them: a required radio and select, an optional checkbox and multi. */
export function sprite(): ProductDocument {
  const link = (id: string, sku: string, isDefault: boolean, qty = 1) => ({
    id,
    sku,
    qty,
    is_default: isDefault,
    price: null,
    price_type: null,
    can_change_quantity: 1,
  });
  return {
    id: 45,
    sku: '24-WG080',
    name: 'Sprite Yoga Companion Kit',
    type_id: 'bundle',
    status: 1,
    visibility: 4,
    price: 0,
    bundle_options: [
      {
        option_id: 1,
        title: 'Sprite Stasis Ball',
        required: true,
        type: 'radio',
        product_links: [link('11', 'ball-55', true), link('12', 'ball-65', false)],
      },
      {
        option_id: 2,
        title: 'Sprite Foam Roller',
        required: true,
        type: 'select',
        product_links: [link('21', 'roller', true, 2)],
      },
      {
        option_id: 3,
        title: 'Yoga Strap',
        required: false,
        type: 'checkbox',
        product_links: [link('31', 'strap', true)],
      },
      {
        option_id: 4,
        title: 'Water Bottle',
        required: false,
        type: 'multi',
        product_links: [link('41', 'bottle', false)],
      },
    ],
  };
}

export const bundleMembers: Readonly<Record<string, ProductDocument>> = {
  'ball-55': simple({ id: 31, sku: 'ball-55', price: 23 }),
  'ball-65': simple({ id: 32, sku: 'ball-65', price: 27 }),
  roller: simple({ id: 33, sku: 'roller', price: 19, special_price: 15 }),
  strap: simple({ id: 34, sku: 'strap', price: 14 }),
  bottle: simple({ id: 35, sku: 'bottle', price: 7 }),
};

/** A choice option; its values are numbered as the demo numbers them: option id × 10 + position. */
const choiceOption = (
  optionId: number,
  title: string,
  type: string,
  isRequired: boolean,
  values: ReadonlyArray<readonly [title: string, price: number, priceType: 'fixed' | 'percent']>,
) => ({
  option_id: optionId,
  title,
  type,
  is_require: isRequired,
  values: values.map(([title, price, price_type], index) => ({
    option_type_id: optionId * 10 + index + 1,
    title,
    price,
    price_type,
  })),
});

/** Gear custom options as the demo's GEAR_OPTIONS template instantiates them for product 60. */
export function gearOptions() {
  return [
    {
      option_id: 601,
      title: 'Engraving text',
      type: 'field',
      is_require: false,
      price: 5,
      price_type: 'fixed',
      max_characters: 20,
    },
    choiceOption(602, 'Gift wrapping', 'drop_down', false, [
      ['None', 0, 'fixed'],
      ['Standard', 3.5, 'fixed'],
      ['Premium box', 10, 'percent'],
    ]),
    choiceOption(603, 'Extended warranty', 'radio', true, [
      ['No extension', 0, 'fixed'],
      ['1 extra year', 8, 'percent'],
    ]),
    choiceOption(604, 'Add-ons', 'checkbox', false, [
      ['Carry pouch', 6.99, 'fixed'],
      ['Cleaning kit', 4.5, 'fixed'],
      ['Priority handling', 5, 'percent'],
    ]),
  ];
}
