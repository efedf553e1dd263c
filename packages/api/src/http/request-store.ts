import type { Request } from 'express';
import type { ApiConfig, StoreViewConfig } from '../config.js';
import { badRequest } from './api-error.js';
import { queryParam } from './query-param.js';

/** Magento's default store view, which vue-storefront-api assumes when no store is named. */
export const DEFAULT_STORE_ID = 1;

export interface RequestStore {
  /** The catalogue index holding this store's documents. */
  index: string;
  storeId: number;
  storeView: StoreViewConfig | undefined;
}

/**
 * docs/behaviour.md#multistore: the store code comes from the `x-vs-store-code` header, else `?storeCode`. A code with no configured
 * store view means the default store, as vue-storefront-api does for codes outside `availableStores`.
 */
export function requestStore(req: Request, config: ApiConfig): RequestStore {
  const header = req.headers['x-vs-store-code'];
  if (Array.isArray(header)) throw badRequest('Header "x-vs-store-code" must be given once');
  const code = header || queryParam(req, 'storeCode');
  // hasOwn: a code such as "constructor" must not reach Object.prototype.
  const storeView = code && Object.hasOwn(config.storeViews, code) ? config.storeViews[code] : undefined;
  return storeView
    ? { index: storeView.index, storeId: storeView.storeId, storeView }
    : { index: config.catalog.defaultIndex, storeId: DEFAULT_STORE_ID, storeView: undefined };
}
