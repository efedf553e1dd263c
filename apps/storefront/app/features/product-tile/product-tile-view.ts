import { storeMoney } from '../../lib/money';
import {
  displayPrice,
  isKnownPrice,
  localizedRoute,
  productImageSources,
  productLink,
  type ProductDocument,
  type StoreRoutingOptions,
  type StoreViewConfig,
  type StorefrontConfig,
} from '@storefront/core';

/** What a product tile renders; built on the server from a product document, so the tile only renders. */
export interface ProductTileView {
  sku: string;
  name: string;
  href: string;
  imageUrl: string;
  /** 1x and 2x candidates, so high-density screens get a sharp picture. */
  imageSrcSet?: string;
  /** Absent when the product has no price (0 in the export): a tile never shows '$0.00'. */
  price?: string;
  /** Set only while a special price applies: the struck-through regular price and the special price. */
  originalPrice?: string;
  specialPrice?: string;
  sale: boolean;
  isNew: boolean;
  /** Configurable children, whose stock a visible tile prefetches. */
  childSkus?: string[];
}

/** The product fields a tile reads; listings ask only for these (`_source_include`). */
export const TILE_FIELDS = [
  'id',
  'sku',
  'name',
  'type_id',
  'image',
  'slug',
  'url_key',
  'url_path',
  'sale',
  'new',
  'price',
  'price_incl_tax',
  'original_price_incl_tax',
  'special_price',
  'special_price_incl_tax',
  'configurable_children.sku',
  // A bundle or grouped product exported at price 0 is priced from these (withPartsPrices).
  'bundle_options',
  'product_links',
] as const;

export function toProductTileView(
  product: ProductDocument,
  context: { config: StorefrontConfig; storeView: StoreViewConfig; storeCode: string; stores: StoreRoutingOptions },
): ProductTileView {
  const { config, storeView } = context;
  const money = storeMoney(storeView);
  // The API has applied taxes and the special-price window (see docs/api.md#catalogue-search): price_incl_tax is what the shopper pays.
  const { price, originalPrice, onSale } = displayPrice(product);
  const link = productLink(product, {
    useShortCatalogUrls: config.seo.useShortCatalogUrls,
    useUrlDispatcher: config.seo.useUrlDispatcher,
  });
  const { width, height } = config.products.thumbnails;
  const image = productImageSources(
    product.image as string | undefined,
    { width, height },
    { baseUrl: config.images.baseUrl },
  );
  return {
    sku: product.sku,
    name: product.name,
    href: localizedRoute(link.path, context.storeCode, context.stores) + link.search,
    imageUrl: image.src,
    imageSrcSet: image.srcSet,
    ...(isKnownPrice(price) && { price: money(price) }),
    ...(isKnownPrice(price) &&
      onSale &&
      originalPrice !== undefined && { originalPrice: money(originalPrice), specialPrice: money(price) }),
    // docs/behaviour.md#screens: the labels are on when the flag is the string '1'.
    sale: product.sale === '1',
    isNew: product.new === '1',
    ...(product.type_id === 'configurable' &&
      Array.isArray(product.configurable_children) && {
        childSkus: product.configurable_children.map((child) => child.sku).filter((sku) => typeof sku === 'string'),
      }),
  };
}
