import { storePrefix } from '@storefront/core';
import type { PageContext } from './page-context.server';
import type { ShopSettings } from './shop-settings';

export function shopSettings(page: PageContext): ShopSettings {
  return {
    currencySign: page.storeView.i18n.currencySign,
    currencySignPlacement: page.storeView.i18n.currencySignPlacement,
    fractionDigits: page.storeView.i18n.fractionDigits,
    useShortCatalogUrls: page.config.seo.useShortCatalogUrls,
    useUrlDispatcher: page.config.seo.useUrlDispatcher,
    storePrefix: storePrefix(page.storeCode, page.stores),
    imagesBaseUrl: page.config.images.baseUrl,
    thumbnail: page.config.products.thumbnails,
    stockPrefetch: page.config.products.configurableChildrenStockPrefetchDynamic,
    stockBatchSize: page.config.stock.listBatchSize,
  };
}
