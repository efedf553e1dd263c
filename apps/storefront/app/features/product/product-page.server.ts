import {
  configurableOptionsOf,
  displayPrice,
  initialConfiguration,
  localizedRoute,
  partsPrice,
  productGallery,
  productImageUrl,
  productLoadOutcome,
  storePrefix,
  type ProductDocument,
} from '@storefront/core';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { loadSpotBooking } from '../cart/index.server';
import { storeRouting, type PageContext } from '../../lib/page-context.server';
import { sanitizeHtml } from '../../lib/sanitize-html.server';
import { leanProduct } from './lean-product.server';
import {
  attributeList,
  comparableCodes,
  productAttributes,
  withConfigurableAttributes,
} from './product-attributes.server';
import { breadcrumbs, categoryTrail } from './product-breadcrumbs.server';
import type { ProductPageSettings } from './product-page-settings';
import type { ProductPageView } from './product-page-view';
import { goBack, isCurrentUrl, parentRoute } from './product-redirects.server';
import { associatedProducts, linkedProducts, pricedLinks, relatedTiles } from './product-relations.server';
import { approvedReviews } from './product-reviews.server';
import { productJsonLdScripts, productSeo } from './product-seo.server';
import { shownPrice } from './shown-price';
import { colourSwatches } from './swatches.server';
import { variantState } from './variant-state';
import { storePriceFormat } from '../../lib/money';

export interface ProductPageRequest {
  /** The child sku the URL names: a path segment or `?childSku=`. */
  childSku?: string | null;
  /** Where the shopper came from, for 'goes back'. */
  referer?: string | null;
  /** Set when showing a child's parent in its place, so a hidden parent goes back instead of looping. */
  fromChild?: boolean;
  /** The request's context: a parking spot's page asks the API for its availability with it. */
  context?: Readonly<RouterContextProvider>;
}

function settingsOf(page: PageContext): ProductPageSettings {
  const { config, storeView } = page;
  return {
    money: storePriceFormat(storeView),
    imagesBaseUrl: config.images.baseUrl,
    gallery: { width: config.products.gallery.width, height: config.products.gallery.height },
    variants: {
      listOutOfStockProducts: config.products.listOutOfStockProducts,
      filterUnavailableVariants: config.products.filterUnavailableVariants,
    },
    setFirstVarianAsDefaultInURL: config.products.setFirstVarianAsDefaultInURL,
    urls: { useShortCatalogUrls: config.seo.useShortCatalogUrls, useUrlDispatcher: config.seo.useUrlDispatcher },
    storePrefix: storePrefix(page.storeCode, storeRouting(config)),
    allowZeroPrice: config.useZeroPriceProduct,
    allowOutOfStockInCart: config.stock.allowOutOfStockInCart,
    stockSynchronize: config.stock.synchronize,
    reviewEndpoint: config.api.endpoints.review.create,
    bookingTaxRatePercent: config.cart.bookingTaxRatePercent,
  };
}

/** docs/behaviour.md#prices-and-taxes: the unit price the page opens with, by product type (a configurable's is its child's). */
function openingPrice(product: ProductDocument, now: Date): { price: number; originalPrice?: number } {
  const own = displayPrice(product);
  // The lean product carries its bundle selections' and grouped members' products.
  const parts = partsPrice(product, {}, now);
  if (parts !== undefined) return { price: parts };
  return { price: own.price, ...(own.originalPrice !== undefined && { originalPrice: own.originalPrice }) };
}

/** docs/behaviour.md#variant-selection as the page opens: the child the URL names, else the default child. */
function openingVariant(product: ProductDocument, childSku: string | undefined, settings: ProductPageSettings) {
  const opening = initialConfiguration(product, childSku, settings.variants);
  if (!opening) return {};
  if (!opening.ok) return { variant: variantState(product, {}, undefined, settings), variantError: opening.error };
  return { variant: variantState(product, opening.configuration, opening.child, settings) };
}

/**
 * The product page of docs/behaviour.md#catalogue-urls, docs/behaviour.md#stock-check, built on the server: the load rules (missing → 404, a child → its parent's
 * page, disabled or hidden → back with 'Out of stock!'), then everything the page shows, loaded in parallel.
 */
export async function loadProductPage(
  page: PageContext,
  found: ProductDocument,
  request: ProductPageRequest = {},
): Promise<ProductPageView> {
  const document = await withConfigurableAttributes(page, found);
  const outcome = productLoadOutcome(document, { listOutOfStockProducts: page.config.products.listOutOfStockProducts });
  if (!outcome.ok && outcome.reason === 'not_found') throw data({ message: outcome.message }, { status: 404 });
  if (!outcome.ok) {
    const parent = request.fromChild ? undefined : await parentRoute(page, document);
    if (!parent) throw goBack(page, request.referer ?? null);
    if (!isCurrentUrl(page, parent.href)) throw redirect(parent.href);
    // The parent's URL is this very URL (a child exported with its parent's url_path): show the parent here.
    const shown = await page.catalog.productBy('sku', parent.parentSku);
    if (!shown) throw goBack(page, request.referer ?? null);
    return loadProductPage(page, shown, { ...request, childSku: document.sku, fromChild: true });
  }

  const now = new Date();
  const [members, linked, attributes, trail, reviews, spot] = await Promise.all([
    associatedProducts(page, document),
    linkedProducts(page, document),
    productAttributes(page, document),
    categoryTrail(page, document),
    approvedReviews(page, document),
    request.context ? loadSpotBooking(page, request.context, document) : undefined,
  ]);
  const related = await relatedTiles(page, document, trail.at(-1)?.id);
  const compareAttributes = comparableCodes(document, attributes);
  const product = leanProduct(document, members, compareAttributes);
  const settings = settingsOf(page);
  const children = Array.isArray(document.configurable_children) ? document.configurable_children : [];
  const childSku = children.some((child) => child.sku === request.childSku) ? (request.childSku as string) : undefined;
  const variant = openingVariant(product, childSku, settings);
  const shown = variant.variant?.price ?? shownPrice(openingPrice(product, now), settings.money);
  const gallery = productGallery(document, {
    mergeConfigurableChildren: page.config.products.gallery.mergeConfigurableChildren,
    imageAttributes: page.config.products.gallery.imageAttributes,
    variantAvailability: settings.variants,
  });
  const imageUrl = productImageUrl(gallery[0]?.image ?? (document.image as string | undefined), settings.gallery, {
    baseUrl: settings.imagesBaseUrl,
  });
  const seo = productSeo(page, document);
  const crumbs = breadcrumbs(page, trail, document, seo.path);
  const hasSize = configurableOptionsOf(document).some((option) => option.attribute_code === 'size');

  return {
    kind: 'product',
    sku: document.sku,
    name: document.name,
    typeId: document.type_id,
    product,
    ...(childSku && { childSku }),
    shown,
    ...variant,
    now: now.toISOString(),
    imageUrl,
    gallery,
    // Sanitized here, so the browser needs no sanitizer for it: loader data only ever comes from this server.
    descriptionHtml: sanitizeHtml(String(document.description ?? '')),
    breadcrumbs: crumbs,
    attributes: attributeList(document, attributes, page.storeView.i18n.defaultLocale).filter(
      // A spot's rates read '$4.25 / hour' by its booking form; its zone is said there too.
      (row) => !spot || !SPOT_TERMS_SHOWN_ELSEWHERE.has(row.code),
    ),
    ...(spot && { spot }),
    swatches: colourSwatches(document, page.config.products.colorMappings),
    grouped: document.type_id === 'grouped' ? pricedLinks(page, [...members.values()]) : [],
    linked: pricedLinks(page, linked),
    related,
    reviews,
    ...(hasSize && { sizeGuideHref: localizedRoute('/size-guide', page.storeCode, page.stores) }),
    canonicalUrl: seo.canonicalUrl,
    ampHref: seo.ampHref,
    jsonLd: productJsonLdScripts(page, document, seo, { price: shown.price, imageUrl, crumbs }),
    // docs/behaviour.md#screens: the page title is meta_title, else the name.
    metaTitle: typeof document.meta_title === 'string' && document.meta_title ? document.meta_title : document.name,
    ...(typeof document.meta_description === 'string' &&
      document.meta_description && { metaDescription: document.meta_description }),
    settings,
  };
}

const SPOT_TERMS_SHOWN_ELSEWHERE = new Set(['hourly_rate', 'monthly_rate', 'time_zone']);

export async function productBySku(page: PageContext, sku: string): Promise<ProductDocument> {
  const product = await page.catalog.productBy('sku', sku);
  // docs/behaviour.md#error-messages: 'Product query returned an empty result' — the page does not exist.
  if (!product) throw data({ message: 'Product query returned an empty result' }, { status: 404 });
  return product;
}

/**
 * The product page of a loaded document (see docs/behaviour.md#screens); throws the load rules' redirects. `request` carries
 * the child sku the URL names and the Referer, for going back from a product that cannot be shown.
 */
export function productPageView(
  page: PageContext,
  product: ProductDocument,
  request: ProductPageRequest = {},
): Promise<ProductPageView> {
  page.cacheTags?.add('product');
  return loadProductPage(page, product, request);
}
