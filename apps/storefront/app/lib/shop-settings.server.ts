import { storePrefix } from '@storefront/core';
import { catalogLocation } from './catalog-location';
import { endpointUrl } from './endpoint-url';
import type { CartClientSettings } from './cart-settings';
import type { PageContext } from './page-context.server';
import type { ShopSettings } from './shop-settings';
import { storePriceFormat } from './money';

/** The shop's settings for the browser; the cart's part comes from the cart feature (lib knows no feature). */
export function shopSettings(page: PageContext, cart: CartClientSettings): ShopSettings {
  return {
    ...storePriceFormat(page.storeView),
    useShortCatalogUrls: page.config.seo.useShortCatalogUrls,
    useUrlDispatcher: page.config.seo.useUrlDispatcher,
    storePrefix: storePrefix(page.storeCode, page.stores),
    imagesBaseUrl: page.config.images.baseUrl,
    thumbnail: page.config.products.thumbnails,
    stockPrefetch: page.config.products.configurableChildrenStockPrefetchDynamic,
    stockBatchSize: page.config.stock.listBatchSize,
    catalog: catalogLocation(page.config, page.storeView, page.storeCode),
    wishlistEndpoint: endpointUrl(page.config.api.url, page.config.api.endpoints.wishlist),
    usePriceTiers: page.config.usePriceTiers,
    cart,
  };
}
