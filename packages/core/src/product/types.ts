import type { ProductDocument } from '../catalog/types.js';

/**
 * The selected configurable attributes: attribute_code → value_index as a string, e.g. `{ color: '49', size: '167' }`.
 * This is the form the children carry (`color: "49"`), the URL query uses (`?color=49`) and a cart line's
 * `configurable_item_options` need, so no label objects travel with it; `describeConfiguration` adds the labels.
 */
export type Configuration = Readonly<Record<string, string>>;

export interface ConfigurableOptionValue {
  value_index: number | string;
  /** Text, or a JSON number for numeric sizes (0, 2, 28) in some exports. */
  label?: string | number;
}

export interface ConfigurableOption {
  id?: number;
  attribute_id?: number | string;
  attribute_code: string;
  label?: string | number;
  position?: number;
  values?: ConfigurableOptionValue[];
}

/** docs/api.md#catalogue-documents `stock`; only the fields the rules read. */
export interface StockItem {
  is_in_stock?: boolean | number | string | null;
  qty?: number | string | null;
  manage_stock?: boolean | number | string | null;
  product_id?: number | string;
}

/** One selectable product of a bundle option (docs/api.md#catalogue-documents `bundle_options[].product_links[]`). */
export interface BundleSelectionLink {
  id: number | string;
  sku: string;
  qty?: number | string | null;
  is_default?: boolean | number | string | null;
  /** Attached by the frontend after loading the linked product (VSF `setBundleProducts`); absent in the index. */
  product?: ProductDocument | null;
}

export interface BundleOption {
  option_id: number | string;
  title?: string;
  required?: boolean | number | string | null;
  type?: string;
  product_links?: BundleSelectionLink[];
}

export interface CustomOptionValue {
  option_type_id: number | string;
  title?: string;
  price?: number | string | null;
  price_type?: string | null;
}

/** docs/api.md#catalogue-documents `custom_options[]`: option-level price for inputs (field, area, …), value-level for choices. */
export interface CustomOption {
  option_id: number | string;
  title?: string;
  type?: string;
  is_require?: boolean | number | string | null;
  price?: number | string | null;
  price_type?: string | null;
  values?: CustomOptionValue[];
}

/** docs/api.md#catalogue-documents `product_links[]`; VSF attaches the loaded `product` to associated links of grouped products. */
export interface ProductLinkEntry {
  link_type?: string;
  linked_product_sku?: string;
  linked_product_type?: string;
  sku?: string;
  qty?: number | string | null;
  extension_attributes?: { qty?: number | string | null } | null;
  product?: ProductDocument | null;
}

export interface MediaGalleryEntry {
  image?: string | null;
  pos?: number;
  typ?: string;
  lab?: string | null;
  vid?: { url?: string | null; title?: string | null; type?: string | null } | null;
}

/** `product.errors`: one message per concern (`variants`, `custom_options`, `bundle_options`, …); empty means none. */
export type ProductErrors = Readonly<Record<string, string | null | undefined>>;

/** Net and gross of one amount, 2 decimals each. */
export interface PricePair {
  price: number;
  priceInclTax: number;
}
