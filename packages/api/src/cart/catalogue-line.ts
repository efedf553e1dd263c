import {
  bundleSelectionsOf,
  catalogueUnitPrice,
  configurableChildrenOf,
  configurableOptionsOf,
  customOptionValuesOf,
  matchesConfiguration,
  orderLineIdentity,
  PRODUCT_MESSAGES,
  stockStatus,
  validateBundleOptions,
  validateCustomOptions,
  type CartItemInput,
  type CartProductOption,
  type CatalogSource,
  type LineLabel,
  type ProductDocument,
  type StockItem,
  type SpotDefaults,
} from '@storefront/core';
import { ApiError, badRequest } from '../http/api-error.js';
import { childrenOf, findProductsBySku, type SkuMatch } from '../products/find-products-by-sku.js';
import type { CatalogSearch } from '../search/catalog-search.js';
import type { SpotHolds, SpotTerms } from '../spots/spot-holds.js';

export const PRODUCT_NOT_FOUND = 'Product that you are trying to add does not exist.';
export const CHOOSE_OPTIONS = 'You need to choose options for your item.';
/** Spec, error catalogue: options that name no child. */
export const NO_SUCH_CONFIGURATION =
  'No such configuration for the product. Please do choose another combination of attributes.';
export const GROUPED_NOT_ADDABLE = 'A grouped product is added as its products, one line each.';
/** The product messages of docs/behaviour.md#validation-messages, naming the options left out. */
export const bundleOptionsMissing = (titles: readonly string[]) =>
  `${PRODUCT_MESSAGES.bundleOptionsInvalid}: ${titles.join(', ')}`;
export const customOptionsMissing = (titles: readonly string[]) =>
  `${PRODUCT_MESSAGES.customOptionsInvalid}: ${titles.join(', ')}`;

/** What the catalogue says about the product a cart line asks for. */
export interface CatalogueLine {
  /** The sku the line stores: a configurable's chosen child, else the product's own. */
  sku: string;
  parentSku: string | null;
  name: string;
  productType: string;
  /** The unit price the catalogue gives the line (before the booking tax); null when it cannot price it. */
  price: number | null;
  labels: LineLabel[];
  /** The line's options, a configured child's always with its `configurable_item_options` (core `orderLineIdentity`). */
  productOption: CartProductOption | null;
  /** Set when the product is a bookable parking spot and the spots module is wired. */
  spot: SpotTerms | undefined;
  /** docs/behaviour.md#parking-spots: a product with an hourly rate is a parking spot, booked only through the spots module. */
  bookable: boolean;
  /** Core's stock rule says out of stock (the chosen child's stock for a configurable). */
  outOfStock: boolean;
}

export interface CatalogueLookup {
  search: CatalogSearch;
  index: string;
  maxHits: number;
  spots: SpotHolds | undefined;
  now: Date;
  /** The logged-in shopper's customer group, whose tier prices apply. */
  groupId: number | undefined;
  /** The store view's time zone and the config's rules, for a spot whose document names none of its own. */
  spotDefaults?: SpotDefaults;
}

/** The chosen child of a configurable sent as its parent sku with `configurable_item_options` (VSF's shape). */
function childForOptions(product: CatalogSource, item: CartItemInput): CatalogSource {
  const chosen = item.product_option?.extension_attributes.configurable_item_options ?? [];
  const configuration: Record<string, string> = {};
  for (const option of configurableOptionsOf(product as ProductDocument)) {
    const pick = chosen.find((c) => String(c.option_id) === String(option.attribute_id ?? option.attribute_code));
    if (pick === undefined) throw badRequest(CHOOSE_OPTIONS);
    configuration[option.attribute_code] = String(pick.option_value);
  }
  const child = configurableChildrenOf(product as ProductDocument).find((candidate) =>
    matchesConfiguration(product as ProductDocument, candidate, configuration),
  );
  if (!child) throw badRequest(NO_SUCH_CONFIGURATION);
  return child as CatalogSource;
}

/** The titles (else ids) of the options a failed validation names. */
function titlesOf(options: unknown, failed: object): string[] {
  const list = Array.isArray(options) ? (options as unknown[]) : [];
  return Object.keys(failed).map((id) => {
    const option = list.find(
      (candidate): candidate is Record<string, unknown> =>
        typeof candidate === 'object' &&
        candidate !== null &&
        String((candidate as Record<string, unknown>).option_id) === id,
    );
    const title = option?.title;
    return typeof title === 'string' && title !== '' ? title : id;
  });
}

/**
 * A line must choose every required option of its product, as a configurable must name a child: a bundle without a
 * required option, or a product without a required custom option (`is_require`), would otherwise be sold for less
 * than it is. Core's validators are the storefront form's own rules.
 */
function requireOptions(product: CatalogSource, item: CartItemInput): void {
  const silent = { logger: { warn: () => {} } };
  if (product.type_id === 'bundle') {
    const bundle = validateBundleOptions(product.bundle_options, bundleSelectionsOf(item.product_option), silent);
    if (!bundle.valid) throw badRequest(bundleOptionsMissing(titlesOf(product.bundle_options, bundle.fieldErrors)));
  }
  const custom = validateCustomOptions(product.custom_options, customOptionValuesOf(item.product_option), silent);
  if (!custom.valid) throw badRequest(customOptionsMissing(titlesOf(product.custom_options, custom.fieldErrors)));
}

/**
 * Where a line's sku is sold: a configurable's child (named with its `parentSku`, as our storefront and VSF 1 send an
 * order's lines, or alone) is the child inside its parent's document, even where the child has a document of its own
 * (the demo catalogue's 'Jacket-M-Green'), so the line carries the parent's name and the child's options.
 */
async function findLine(
  find: (skus: string[]) => Promise<Map<string, SkuMatch>>,
  sku: string,
  parentSku: string | null | undefined,
): Promise<SkuMatch | undefined> {
  if (!parentSku || parentSku === sku) {
    const match = (await find([sku])).get(sku);
    // A child sku named alone is still its configurable's child (VSF's cart lines carry no parent).
    const parent = match?.parent;
    return parent && parent.document.type_id === 'configurable' ? parent : match;
  }
  const found = await find([sku, parentSku]);
  const parent = found.get(parentSku);
  if (parent?.childIndex === undefined && parent?.document.type_id === 'configurable') {
    const childIndex = childrenOf(parent.document).findIndex((child) => child.sku === sku);
    if (childIndex >= 0) return { document: parent.document, childIndex };
  }
  return found.get(sku);
}

/**
 * Looks the line's product up in the store's catalogue and prices it with core's rules. `parentSku` names the
 * configurable a child sku was chosen from (an order's line).
 */
export async function catalogueLine(
  lookup: CatalogueLookup,
  item: CartItemInput,
  parentSku?: string | null,
): Promise<CatalogueLine> {
  const find = (skus: string[]) => findProductsBySku(lookup.search, lookup.index, skus, lookup.maxHits, lookup.groupId);
  const match = await findLine(find, item.sku, parentSku);
  if (!match) throw new ApiError(404, PRODUCT_NOT_FOUND);
  const product = match.document;
  if (product.type_id === 'grouped') throw badRequest(GROUPED_NOT_ADDABLE);
  requireOptions(product, item);
  let child: CatalogSource | undefined;
  if (match.childIndex !== undefined) child = childrenOf(product)[match.childIndex];
  else if (product.type_id === 'configurable') child = childForOptions(product, item);

  let productsBySku: Record<string, ProductDocument> | undefined;
  if (product.type_id === 'bundle') {
    // Catalogue documents are not trusted to be well formed: anything but a list of links names no product.
    const list = (value: unknown): Array<Record<string, unknown>> =>
      Array.isArray(value)
        ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null)
        : [];
    const skus = list(product.bundle_options)
      .flatMap((option) => list(option.product_links).map((link) => link.sku))
      .filter((sku): sku is string => typeof sku === 'string');
    productsBySku = {};
    for (const [sku, found] of await find(skus))
      productsBySku[sku] = (
        found.childIndex === undefined ? found.document : childrenOf(found.document)[found.childIndex]
      ) as ProductDocument;
  }
  const productDoc = product as ProductDocument;
  const identity = orderLineIdentity(productDoc, child as ProductDocument | undefined, item.product_option);
  return {
    sku: identity.sku,
    parentSku: identity.parentSku,
    name: identity.name,
    productType: typeof product.type_id === 'string' ? product.type_id : 'simple',
    price: catalogueUnitPrice({
      product: productDoc,
      child: child as ProductDocument | undefined,
      productOption: item.product_option,
      productsBySku,
      now: lookup.now,
    }),
    labels: identity.labels,
    productOption: identity.productOption,
    spot: lookup.spots?.spotTerms(product, lookup.spotDefaults),
    bookable: Number(product.hourly_rate) > 0,
    outOfStock:
      stockStatus((child ?? product).stock as StockItem | undefined, { synchronize: true }) === 'out_of_stock',
  };
}
