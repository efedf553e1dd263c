/**
 * vue-storefront-api 1.12's GraphQL schema (its `src/graphql/elasticsearch/*` type definitions), written out once
 * with the duplicates of its `ProductFilterInput` merged, and three widenings the VSF1 frontend needs (see
 * docs/api.md#graphql): the operands of `FilterTypeInput` are `JSON`, because the frontend sends numbers where the
 * old schema said `String` (price ranges); `ProductFilterInput` also names the attributes our catalogue filters on and
 * those of config `graphql.productFilterFields`; the sort inputs take `_score`; CMS pages and blocks also answer `active` (the storefront hides inactive ones). `products` also takes `groupId` and
 * `groupToken` for price tiers, as the REST search body does.
 */

/** Names separated by white space, as a list. */
const words = (text: string) => text.trim().split(/\s+/);

/** The product attributes vue-storefront-api's `ProductFilterInput` and `ProductSortInput` both name. */
const VSF_PRODUCT_ATTRIBUTES = words(`
  name sku description short_description price final_price special_price special_from_date special_to_date weight
  manufacturer meta_title meta_keyword meta_description image small_image thumbnail tier_price news_from_date
  news_to_date custom_layout_update options_container required_options has_options image_label small_image_label
  thumbnail_label created_at updated_at country_of_manufacture custom_layout gift_message_available
`);

/** What vue-storefront-api's `ProductFilterInput` names besides. */
const VSF_PRODUCT_FILTER_ONLY = words(`
  visibility status min_price max_price category_ids erin_recommends size color category_id is_in_stock keyword url_path
`);

/** What our storefront and catalogue filter products on besides (docs/catalogue.md attributes). */
const OUR_PRODUCT_FILTER_FIELDS = words(`
  id type_id slug url_key parent_id tax_class_id activity material gender eco_collection performance_fabric new sale
  format climate hourly_rate monthly_rate places time_zone is_comparable original_price
`);

const PRODUCT_SORT_FIELDS = [...VSF_PRODUCT_ATTRIBUTES, 'id', 'position', '_score'];

const CATEGORY_FIELDS = words(`
  id parent_id description name is_active path path_in_store url_key url_path slug position level created_at
  updated_at product_count default_sort_by children children_data children_count available_sort_by include_in_menu
  display_mode is_anchor page_layout
`);

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** The schema's SDL; `extraProductFields` are config `graphql.productFilterFields` (GraphQL names only). */
export function schemaText(extraProductFields: readonly string[] = []): string {
  const productFields = [
    ...new Set([
      ...VSF_PRODUCT_ATTRIBUTES,
      ...VSF_PRODUCT_FILTER_ONLY,
      ...OUR_PRODUCT_FILTER_FIELDS,
      ...extraProductFields,
    ]),
  ].filter((field) => NAME.test(field) && !['or', 'category', 'configurable_children', 'stock'].includes(field));
  const lines = (fields: readonly string[], type: string) => fields.map((f) => `  ${f}: ${type}`).join('\n');
  // A search of one entity, paged: the arguments its query takes first.
  const searchArgs = (filter: string, sort?: string) =>
    ['search: String', `filter: ${filter}`, 'pageSize: Int = 20', 'currentPage: Int = 1']
      .concat(sort ? [`sort: ${sort}`] : [], '_sourceInclude: [String]')
      .map((arg) => `    ${arg}`)
      .join('\n');
  return /* GraphQL */ `
scalar JSON

enum SortEnum {
  ASC
  DESC
}

input FilterTypeInput {
  eq: JSON
  finset: [JSON]
  from: JSON
  gt: JSON
  gte: JSON
  gteq: JSON
  in: [JSON]
  like: [JSON]
  lt: JSON
  lte: JSON
  lteq: JSON
  moreq: JSON
  neq: JSON
  notnull: JSON
  null: JSON
  to: JSON
  nin: [JSON]
  scope: [String]
}

input ProductFilterInput {
${lines(productFields, 'FilterTypeInput')}
  or: ProductFilterInput
  category: JSON
  configurable_children: ProductFilterInput
  stock: ProductFilterInput
}

input ProductSortInput {
${lines(PRODUCT_SORT_FIELDS, 'SortEnum')}
}

type SearchResultPageInfo {
  page_size: Int
  current_page: Int
}

type SortField {
  value: String
  label: String
}

type SortFields {
  default: String
  options: [SortField]
}

type Products {
  items: JSON
  page_info: SearchResultPageInfo
  total_count: Int
  aggregations: JSON
  attribute_metadata: JSON
  sort_fields: SortFields
}

type ESResponse {
  hits: JSON
  suggest: JSON
  aggregations: JSON
  attribute_metadata: JSON
}

input CategoryFilterInput {
${lines(CATEGORY_FIELDS, 'FilterTypeInput')}
}

input CategorySortInput {
${lines([...CATEGORY_FIELDS, '_score'], 'SortEnum')}
}

input AttributeInput {
  attribute_code: FilterTypeInput
  entity_type: String
  attribute_id: FilterTypeInput
  is_user_defined: FilterTypeInput
  is_visible_on_front: FilterTypeInput
  is_filterable: FilterTypeInput
  is_comparable: FilterTypeInput
}

input ReviewFilterInput {
  review_status: FilterTypeInput
  product_id: FilterTypeInput
}

input TaxRuleInput {
  id: FilterTypeInput
  code: FilterTypeInput
  priority: FilterTypeInput
  position: FilterTypeInput
  customer_tax_class_ids: FilterTypeInput
  product_tax_class_ids: FilterTypeInput
  tax_rate_ids: FilterTypeInput
  calculate_subtotal: FilterTypeInput
  rates: FilterTypeInput
}

input CmsInput {
  id: FilterTypeInput
  identifier: FilterTypeInput
  store_id: FilterTypeInput
  url_path: FilterTypeInput
}

type CmsPages {
  page_id: Int
  id: Int
  title: String
  identifier: String
  content: String
  content_heading: String
  meta_description: String
  meta_keywords: String
  store_id: Int
  url_path: String
  page_layout: String
  active: Boolean
}

type CmsPage {
  items: [CmsPages]
}

type CmsBlock {
  identifier: String
  id: Int
  title: String
  content: String
  creation_time: String
  store_id: Int
  active: Boolean
}

type CmsBlocks {
  items: [CmsBlock]
}

type CmsHierarchy {
  node_id: Int
  parent_node_id: Int
  page_id: Int
  identifier: String
  label: String
  level: Int
  request_url: String
  xpath: String
  store_id: Int
}

type CmsHierarchies {
  items: [CmsHierarchy]
}

type Query {
  products(
${searchArgs('ProductFilterInput', 'ProductSortInput')}
    _sourceExclude: [String]
    groupId: Int
    groupToken: String
  ): Products
  categories(
${searchArgs('CategoryFilterInput', 'CategorySortInput')}
  ): ESResponse
  customAttributeMetadata(attributes: AttributeInput!, _sourceInclude: [String]): ESResponse
  reviews(
${searchArgs('ReviewFilterInput')}
  ): ESResponse
  taxrule(filter: TaxRuleInput): ESResponse
  cmsPages(filter: CmsInput): CmsPage
  cmsBlocks(filter: CmsInput): CmsBlocks
  cmsHierarchies(filter: CmsInput): CmsHierarchies
}
`;
}
