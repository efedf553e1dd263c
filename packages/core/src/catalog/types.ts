/**
 * Catalogue documents as the search index stores them (see docs/api.md#catalogue-documents). Only the fields the rules read are typed;
 * documents carry many more attributes, looked up by attribute_code.
 */
export type CatalogSource = Record<string, unknown>;

export interface TaxRate {
  id?: number;
  code?: string;
  rate: number;
  tax_country_id: string;
  tax_region_id?: number | string;
  tax_postcode?: string;
  region_name?: string;
}

export interface TaxRule {
  id: number;
  code?: string;
  product_tax_class_ids: Array<number | string>;
  customer_tax_class_ids?: Array<number | string>;
  rates: TaxRate[];
}

export interface CategoryRef {
  category_id: number;
  name: string;
  slug?: string;
  path?: string;
}

export interface ProductDocument extends CatalogSource {
  id: number;
  sku: string;
  name: string;
  type_id: 'simple' | 'configurable' | 'grouped' | 'bundle' | 'virtual' | 'downloadable' | string;
  status?: number;
  visibility?: number;
  price?: number | null;
  special_price?: number | null;
  special_from_date?: string | null;
  special_to_date?: string | null;
  final_price?: number | null;
  tax_class_id?: number | string;
  category_ids?: Array<number | string>;
  category?: CategoryRef[];
  configurable_children?: ProductDocument[];
}

export interface CategoryDocument extends CatalogSource {
  id: number;
  parent_id: number;
  name: string;
  is_active: boolean;
  level: number;
  position: number;
  product_count: number;
  path: string;
  url_key: string;
  url_path: string;
  slug: string;
  children_data?: CategoryDocument[];
}
