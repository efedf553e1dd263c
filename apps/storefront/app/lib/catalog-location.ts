import type { StorefrontConfig } from '@storefront/core';
import { endpointUrl } from './endpoint-url';

/** Where a store view's catalogue is read: its REST search, and `/graphql` when the shop's API type is 'graphql'. */
export interface CatalogLocation {
  host: string;
  index: string;
  /**
   * `endpoints.graphql` with the store code's path (`/graphql/de/`), set when `api.type` is 'graphql': catalogue reads
   * then go there, everything else stays on REST, as VSF1 does (see docs/api.md#graphql).
   */
  graphql?: string;
}

export function catalogLocation(
  config: Pick<StorefrontConfig, 'api'>,
  storeView: { elasticsearch: { host: string; index: string } },
  storeCode: string,
): CatalogLocation {
  const { api } = config;
  return {
    host: endpointUrl(api.url, storeView.elasticsearch.host),
    index: storeView.elasticsearch.index,
    ...(api.type === 'graphql' && {
      graphql: `${endpointUrl(api.url, api.endpoints.graphql).replace(/\/$/, '')}/${storeCode ? `${encodeURIComponent(storeCode)}/` : ''}`,
    }),
  };
}
