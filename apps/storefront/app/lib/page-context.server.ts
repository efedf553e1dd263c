import {
  createTaskQueue,
  resolveStoreView,
  storeCodeFromPath,
  type CatalogUrlOptions,
  type Notification,
  type SearchQueryInput,
  type StoreRoutingOptions,
  type StoreViewConfig,
  type StorefrontConfig,
  type TaskQueue,
  type TaxRule,
} from '@storefront/core';
import { data, type RouterContextProvider } from 'react-router';
import { createCatalogClient, type CatalogClient } from './catalog-client';
import { catalogLocation } from './catalog-location';
import { priceGroupOf } from './price-group.server';
import { createStorefrontTax } from './storefront-tax';
import { addCacheTags } from './cache-tags';
import { storefrontContext } from './request-context';

export interface PageContext {
  /** The page's URL without React Router's data-request details (`.data`, `_routes`). */
  url: URL;
  config: StorefrontConfig;
  storeCode: string;
  storeView: StoreViewConfig;
  /** Path of the page without its store prefix. */
  path: string;
  catalog: CatalogClient;
  /** The request's task queue (see docs/behaviour.md#sync-task-queue), for calls beyond the catalogue. */
  queue: TaskQueue;
  /** Notifications raised while loading (the generic error rule of docs/behaviour.md#reply-errors), shown by the page. */
  notifications: Notification[];
  bannersBaseUrl: string;
  /** The catalogue URL switches of docs/behaviour.md#unknown-urls (short or prefixed, url_path dispatcher). */
  urls: CatalogUrlOptions;
  /** How store views prefix paths (see docs/behaviour.md#store-views). */
  stores: StoreRoutingOptions;
  /** The output cache's tags of this page (VSF1's `context.output.cacheTags`); absent when it will not be kept. */
  cacheTags?: Set<string>;
}

export function storeRouting(config: StorefrontConfig): StoreRoutingOptions {
  return {
    multistore: config.storeViews.multistore,
    mapStoreUrlsFor: config.storeViews.mapStoreUrlsFor,
    views: config.storeViews.views,
    defaultStoreCode: config.defaultStoreCode,
  };
}

/**
 * Everything a loader needs for this request: the store view the URL belongs to and a task queue bound to it. A URL
 * with the prefix of a store view that is disabled (or multistore off) is not a page: 404.
 */
export function pageContext({
  context,
  url: requestUrl,
  token,
  request,
}: {
  context: Readonly<RouterContextProvider>;
  url: URL;
  /** The logged-in customer's access token, for calls made on their behalf (account pages). */
  token?: string | undefined;
  /** Given by loaders that show products: with `usePriceTiers` on, a customer's prices follow their group. */
  request?: Request;
}): PageContext {
  const { apiFetch, bannersBaseUrl, config, publicOrigin, outputCache } = context.get(storefrontContext);
  // The request URL's origin comes from the Host header; links the page publishes use the configured origin instead.
  const url = new URL(`${requestUrl.pathname}${requestUrl.search}`, publicOrigin);
  const stores = storeRouting(config);
  const { storeCode, path } = storeCodeFromPath(url.pathname, stores);
  const firstSegment = url.pathname.split('/')[1] ?? '';
  if (!storeCode && config.storeViews.mapStoreUrlsFor.includes(firstSegment) && config.storeViews.views[firstSegment])
    throw data(null, { status: 404 });
  const storeView = resolveStoreView(config, storeCode);
  const notifications: Notification[] = [];
  const queue = createTaskQueue({
    fetch: (taskUrl, init) => apiFetch(taskUrl, init as RequestInit),
    getToken: () => token,
    getCartId: () => undefined,
    getStoreCode: () => storeCode,
    multistore: config.storeViews.multistore,
    tokenInHeader: config.users.tokenInHeader,
    notify: (notification) => {
      outputCache?.refuse();
      notifications.push(notification);
    },
    dispatch: () => undefined,
    emit: () => undefined,
  });
  const catalog = createCatalogClient(queue, {
    ...catalogLocation(config, storeView, storeCode),
    // The server's own calls keep the store view's host as configured (apiFetch resolves it).
    host: storeView.elasticsearch.host,
    ...(config.usePriceTiers && request && { priceGroup: priceGroupOf(request, context) }),
    ...(outputCache && {
      onDocuments: (entity: string, items: unknown[], query: SearchQueryInput) =>
        addCacheTags(outputCache, entity, items, query),
    }),
    priceProducts: createStorefrontTax(
      storeView.tax,
      async () => (await catalog.search<TaxRule>('taxrule', {}, { size: 50 })).items,
      () => new Date(),
    ),
  });
  return {
    url,
    urls: {
      useShortCatalogUrls: config.seo.useShortCatalogUrls,
      useUrlDispatcher: config.seo.useUrlDispatcher,
      rootCategoryId: config.entities.category.rootCategoryId,
    },
    stores,
    config,
    storeCode,
    storeView,
    path,
    catalog,
    queue,
    notifications,
    bannersBaseUrl,
    ...(outputCache && { cacheTags: outputCache.tags }),
  };
}
