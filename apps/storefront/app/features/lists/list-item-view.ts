import {
  displayPrice,
  formatPrice,
  isKnownPrice,
  productImageUrl,
  productLink,
  type ListProduct,
  type ProductDocument,
} from '@storefront/core';
import type { ShopSettings } from '../../lib/shop-settings';

export interface ListItemView {
  sku: string;
  name: string;
  href: string;
  imageUrl: string;
  /** Absent when the product has no price to show (never '$0.00'). */
  price?: string;
  /** The regular price, struck out, when the product is on sale. */
  originalPrice?: string;
}

/** A stored list item (wishlist, compare, recently viewed) as a link with its image and price. */
export function toListItemView(item: ListProduct, shop: ShopSettings): ListItemView {
  const link = productLink(item as unknown as ProductDocument, {
    useShortCatalogUrls: shop.useShortCatalogUrls,
    useUrlDispatcher: shop.useUrlDispatcher,
  });
  const { price, originalPrice } = displayPrice(item as unknown as ProductDocument);
  return {
    sku: item.sku,
    name: String(item.name ?? item.sku),
    href: shop.storePrefix + link.path + link.search,
    imageUrl: productImageUrl(typeof item.image === 'string' ? item.image : undefined, shop.thumbnail, {
      baseUrl: shop.imagesBaseUrl,
    }),
    ...(isKnownPrice(price) && { price: formatPrice(price, shop) }),
    ...(isKnownPrice(price) && isKnownPrice(originalPrice) && { originalPrice: formatPrice(originalPrice, shop) }),
  };
}
