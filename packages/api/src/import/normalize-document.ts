import {
  categorySlug,
  isRecord,
  productCategoryIds,
  slugify,
  type CatalogEntityType,
  type CatalogSource,
} from '@storefront/core';

function hasText(value: unknown): boolean {
  return typeof value === 'string' && value !== '';
}

function hasIdentity(value: unknown): value is string | number {
  return (typeof value === 'string' && value !== '') || typeof value === 'number';
}

/**
 * The contract's product has `stock` as an object and the frontend filters on `stock.is_in_stock`; the 2020
 * storefront-api sample wraps it in a one-element array (an artefact of the `jq` projection), which no query on
 * `stock.is_in_stock` would ever match.
 */
function unwrapStock(source: CatalogSource): void {
  const stock = source.stock;
  if (Array.isArray(stock) && stock.length === 1 && isRecord(stock[0])) source.stock = stock[0];
}

/**
 * Product routes and links use `slug`. mage2vuestorefront sets it to slugify(name + '-' + id), which is also the last
 * segment of the sample's `url_path` (`…/minerva-lumatech-and-trade-v-tee-1497.html`, where `url_key` drops the
 * `&`); without a name, `url_key` is what the frontend itself falls back to.
 */
function addProductSlug(source: CatalogSource): void {
  if (hasText(source.slug)) return;
  if (hasText(source.name) && hasIdentity(source.id)) source.slug = slugify(`${source.name as string}-${source.id}`);
  else if (hasText(source.url_key)) source.slug = source.url_key;
}

/**
 * Listings sort "Price: low to high" on `final_price` (see docs/behaviour.md#category-page), which mage2vuestorefront always indexed; the
 * 2020 sample's projection dropped it, so without it every price sort would silently keep storage order. The
 * regular price is the honest stand-in (the API still applies special prices in their window when answering).
 */
function addFinalPrice(source: CatalogSource): void {
  if (source.final_price === undefined && typeof source.price === 'number') source.final_price = source.price;
  if (Array.isArray(source.configurable_children))
    source.configurable_children = source.configurable_children.map((child: unknown) =>
      isRecord(child) && child.final_price === undefined && typeof child.price === 'number'
        ? { ...child, final_price: child.price }
        : child,
    );
}

/**
 * Listings and product filters match `category_ids`; Magento 1 exports only carry `category: [{category_id, name}]`.
 * A product that has `category_ids` keeps them as they are.
 */
function addCategoryIds(source: CatalogSource): void {
  if (source.category_ids !== undefined && source.category_ids !== null) return;
  const ids = productCategoryIds({ category: source.category });
  if (ids.length > 0) source.category_ids = ids;
}

/**
 * The slug the storefront's links and look-ups use (`categorySlug`), stored so that a look-up is one query. The 1.12
 * dumps' url_keys already end in the id (`jackets-14`) and stay verbatim; a Magento 1 url_key unique only under its
 * parent ('women' under two store roots) gets the id appended; without a url_key the name and id make it.
 */
function addCategorySlug(source: CatalogSource): void {
  if (!hasText(source.slug)) source.slug = categorySlug(source);
}

/**
 * The menu asks `children_count` whether a category opens; older exports only have `children_data`. Filled on the
 * nested children too, as they are the same documents inlined.
 */
function addChildrenCount(source: CatalogSource): void {
  const children: unknown = source.children_data;
  if (!Array.isArray(children)) return;
  source.children_data = children.map((child: unknown) => (isRecord(child) ? withChildrenCount({ ...child }) : child));
  if (source.children_count === undefined || source.children_count === null)
    source.children_count = String(children.length);
}

function withChildrenCount(source: CatalogSource): CatalogSource {
  addChildrenCount(source);
  return source;
}

/**
 * Brings documents from older or projected dumps to the shape the API's queries expect. Only fills gaps and fixes
 * the `stock` wrapping; every other field is kept as it is. Returns a shallow copy.
 */
export function normalizeDocument(entity: CatalogEntityType, source: CatalogSource): CatalogSource {
  const result: CatalogSource = { ...source };
  if (entity === 'product') {
    unwrapStock(result);
    addProductSlug(result);
    addFinalPrice(result);
    addCategoryIds(result);
  } else if (entity === 'category') {
    addCategorySlug(result);
    addChildrenCount(result);
  }
  return result;
}
