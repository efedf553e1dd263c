import { useRouteLoaderData } from 'react-router';
import type { CurrencySignPlacement } from '@storefront/core';
import type { CartClientSettings } from './cart-settings';
import type { CatalogLocation } from './catalog-location';

/** The few settings the browser needs to draw links, images and prices of stored list items (not the whole config). */
export interface ShopSettings {
  currencySign: string;
  currencySignPlacement: CurrencySignPlacement;
  fractionDigits: number;
  useShortCatalogUrls: boolean;
  useUrlDispatcher: boolean;
  /** '' or '/de': the store view's path prefix. */
  storePrefix: string;
  imagesBaseUrl: string;
  thumbnail: { width: number; height: number };
  /** docs/behaviour.md#screens: visible tiles prefetch their configurable children's stock (VSF `configurableChildrenStockPrefetchDynamic`). */
  stockPrefetch: boolean;
  /** docs/behaviour.md#constants-and-limits: stock list batch, 15 skus. */
  stockBatchSize: number;
  /** Where the browser looks up products of the shopper's lists (the store view's catalogue). */
  catalog: CatalogLocation;
  /** The logged-in customer's wishlist endpoint (our extension), with its `{{token}}` placeholder. */
  wishlistEndpoint: string;
  /** docs/behaviour.md#user-session, docs/behaviour.md#price-tiers: a customer's prices follow their group, so products reload on login and logout. */
  usePriceTiers: boolean;
  cart: CartClientSettings;
}

export function useShopSettings(): ShopSettings {
  const data = useRouteLoaderData('root') as { shop: ShopSettings } | undefined;
  if (!data) throw new Error('useShopSettings needs the root loader data');
  return data.shop;
}
