import { childAttributeValue, configurableOptionsOf, type ProductDocument } from '@storefront/core';

/** Prices as the API spells them out (see docs/api.md#catalogue-search); displayPrice and the member-price rule read these. */
const PRICE_FIELDS = [
  'price',
  'price_incl_tax',
  'original_price',
  'original_price_incl_tax',
  'special_price',
  'special_price_incl_tax',
  'special_from_date',
  'special_to_date',
  'final_price',
] as const;

const IDENTITY_FIELDS = [
  'id',
  'sku',
  'name',
  'type_id',
  'status',
  'visibility',
  'url_path',
  'url_key',
  'slug',
] as const;

const OWN_FIELDS = [
  ...IDENTITY_FIELDS,
  ...PRICE_FIELDS,
  'image',
  'small_image',
  'thumbnail',
  'sale',
  'new',
  'tax_class_id',
] as const;

type Source = Readonly<Record<string, unknown>>;

function pick(source: Source, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields)
    if (Object.hasOwn(source, field) && source[field] !== undefined) out[field] = source[field];
  return out;
}

const records = (value: unknown): Source[] =>
  Array.isArray(value) ? value.filter((v): v is Source => typeof v === 'object' && v !== null) : [];

/** Only the stock flags the rules read; Magento's twenty configuration flags stay on the server. */
function leanStock(stock: unknown): Record<string, unknown> | undefined {
  const item = Array.isArray(stock) ? (stock as unknown[])[0] : stock;
  return typeof item === 'object' && item !== null
    ? pick(item as Source, ['is_in_stock', 'qty', 'manage_stock'])
    : undefined;
}

/** A linked product (bundle selection, grouped member) as its price and stock need it. */
function leanMember(product: ProductDocument): ProductDocument {
  return {
    ...pick(product, [...IDENTITY_FIELDS, ...PRICE_FIELDS, 'image']),
    stock: leanStock(product.stock),
  } as unknown as ProductDocument;
}

/** A child's fields: no `type_id`, which real exports do not give children, so no rule can come to rely on it. */
const CHILD_FIELDS = [...IDENTITY_FIELDS.filter((field) => field !== 'type_id'), ...PRICE_FIELDS, 'image'];

/** Variant attributes are put at the root: old exports keep them only in `custom_attributes`, which stays behind. */
function leanChild(child: Source, attributeCodes: readonly string[]): Source {
  const lean: Record<string, unknown> = {
    ...pick(child, CHILD_FIELDS),
    stock: leanStock(child.stock),
  };
  for (const code of attributeCodes) {
    const value = childAttributeValue(child as ProductDocument, code);
    if (value !== undefined) lean[code] = value;
  }
  return lean;
}

function leanCustomOption(option: Source): Source {
  return {
    ...pick(option, [
      'option_id',
      'title',
      'type',
      'is_require',
      'price',
      'price_type',
      'max_characters',
      'sort_order',
    ]),
    ...(Array.isArray(option.values) && {
      values: records(option.values).map((value) => pick(value, ['option_type_id', 'title', 'price', 'price_type'])),
    }),
  };
}

function leanBundleOption(option: Source, members: ReadonlyMap<string, ProductDocument>): Source {
  return {
    ...pick(option, ['option_id', 'title', 'required', 'type', 'position']),
    product_links: records(option.product_links).map((link) => {
      const member = members.get(String(link.sku));
      return {
        ...pick(link, ['id', 'sku', 'qty', 'is_default', 'can_change_quantity']),
        ...(member && { product: leanMember(member) }),
      };
    }),
  };
}

/**
 * The product document the browser gets: what the variant, price, option and add-to-cart rules read, with the
 * linked products' prices attached (bundle selections, grouped members), and the attribute values compare keeps.
 * A configurable with many children would otherwise ship every child's full document into the page.
 */
export function leanProduct(
  product: ProductDocument,
  members: ReadonlyMap<string, ProductDocument>,
  keepAttributes: readonly string[],
): ProductDocument {
  const codes = configurableOptionsOf(product).map((option) => option.attribute_code);
  const lean: Record<string, unknown> = {
    ...pick(product, [...OWN_FIELDS, ...keepAttributes]),
    stock: leanStock(product.stock),
  };
  if (Array.isArray(product.configurable_options)) lean.configurable_options = product.configurable_options;
  if (Array.isArray(product.configurable_children))
    lean.configurable_children = records(product.configurable_children).map((child) => leanChild(child, codes));
  if (Array.isArray(product.custom_options))
    lean.custom_options = records(product.custom_options).map(leanCustomOption);
  if (Array.isArray(product.bundle_options))
    lean.bundle_options = records(product.bundle_options).map((option) => leanBundleOption(option, members));
  const associated = records(product.product_links).filter((link) => link.link_type === 'associated');
  if (associated.length > 0)
    lean.product_links = associated.map((link) => {
      const member = members.get(String(link.linked_product_sku));
      return {
        ...pick(link, ['link_type', 'linked_product_sku', 'linked_product_type', 'sku', 'qty', 'extension_attributes']),
        ...(member && { product: leanMember(member) }),
      };
    });
  return lean as ProductDocument;
}
