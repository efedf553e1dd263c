import { storePrefix } from '@storefront/core';
import { endpointUrl } from '../features/account/account-settings.server';
import { cartClientSettings } from '../features/cart/index.server';
import type { PageContext } from './page-context.server';
import type { ShopSettings } from './shop-settings';
import { storePriceFormat } from './money';

export function shopSettings(page: PageContext): ShopSettings {
  return {
    ...storePriceFormat(page.storeView),
    useShortCatalogUrls: page.config.seo.useShortCatalogUrls,
    useUrlDispatcher: page.config.seo.useUrlDispatcher,
    storePrefix: storePrefix(page.storeCode, page.stores),
    imagesBaseUrl: page.config.images.baseUrl,
    thumbnail: page.config.products.thumbnails,
    stockPrefetch: page.config.products.configurableChildrenStockPrefetchDynamic,
    stockBatchSize: page.config.stock.listBatchSize,
    catalog: {
      host: endpointUrl(page.config.api.url, page.storeView.elasticsearch.host),
      index: page.storeView.elasticsearch.index,
    },
    wishlistEndpoint: endpointUrl(page.config.api.url, page.config.api.endpoints.wishlist),
    usePriceTiers: page.config.usePriceTiers,
    cart: cartClientSettings(page),
  };
}
