import { Router } from 'express';
import type { CatalogSource } from '@storefront/core';
import type { ApiConfig } from '../config.js';
import { badRequest } from '../http/api-error.js';
import { sendEnvelope, sendError } from '../http/envelope.js';
import { queryParam } from '../http/query-param.js';
import { requestStore } from '../http/request-store.js';
import { findProductsBySku, matchedProduct } from '../products/find-products-by-sku.js';
import { toRenderInfo } from '../products/render-info.js';
import { parseSkuList } from '../products/sku-list.js';
import type { CatalogSearch, HitProcessor } from '../search/catalog-search.js';
import { signProduct } from '../search/price-signature.js';

export interface ProductRouterDependencies {
  config: ApiConfig;
  search: CatalogSearch;
  /** The catalogue's own product tax processor, shared so tax rules are cached once. */
  tax: HitProcessor;
}

/** The storefront's default currency (see docs/behaviour.md#the-shop-at-a-glance). */
const DEFAULT_CURRENCY = 'USD';

function currencyParam(value: string | undefined): string {
  if (value === undefined || value === '') return DEFAULT_CURRENCY;
  if (!/^[A-Za-z]{3}$/.test(value))
    throw badRequest(`Query parameter "currencyCode" must be a 3-letter ISO 4217 code, got ${JSON.stringify(value)}`);
  return value.toUpperCase();
}

function storeIdParam(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value))
    throw badRequest(`Query parameter "storeId" must be a whole number, got ${JSON.stringify(value)}`);
  // vue-storefront-api: a store id of 0 (the admin scope) means the default store.
  return Number(value) > 0 ? Number(value) : fallback;
}

/**
 * `GET /api/product/render-list` (see docs/api.md#product-render-list): Magento's products-render-info computed from the catalogue documents,
 * with the catalogue's own prices and taxes and the same `sgn` a catalogue hit of the product carries, so a price
 * synced through here signs exactly like one read from the catalogue. Currencies are not converted: the amounts are
 * the catalogue's, `currency_code` echoes the request.
 */
export function createProductRouter({ config, search, tax }: ProductRouterDependencies): Router {
  const router = Router();
  const serverSideTax = config.tax.calculateServerSide;

  router.get('/render-list', async (req, res) => {
    const skus = parseSkuList(queryParam(req, 'skus'));
    if (!skus) return sendError(res, 500, 'skus parameter is required');
    const currencyCode = currencyParam(queryParam(req, 'currencyCode'));
    const store = requestStore(req, config);
    const storeId = storeIdParam(queryParam(req, 'storeId'), store.storeId);

    const matches = await findProductsBySku(search, store.index, skus, config.catalog.maxResultWindow);
    const documents = [...new Set([...matches.values()].map((match) => match.document))];
    // The search already prices products when server-side taxes are on; otherwise price them here, since
    // price_info always states gross and net amounts as Magento does.
    const priced = serverSideTax ? documents : await tax(store.index, 'product', documents);
    const pricedOf = new Map(documents.map((document, i) => [document, priced[i]!]));

    const items = [...new Set(skus)].flatMap((sku) => {
      const match = matches.get(sku);
      if (!match) return []; // Magento's render info leaves unknown skus out.
      // The sgn a catalogue hit of this product (or child) carries: signProduct over the search's own source.
      const signed: CatalogSource = {};
      signProduct(
        signed,
        matchedProduct(match.document, match.childIndex),
        config.secrets.objHashSecret,
        serverSideTax,
      );
      const pricedDocument = pricedOf.get(match.document)!;
      return [
        toRenderInfo(matchedProduct(pricedDocument, match.childIndex), {
          storeId,
          currencyCode,
          sgn: String(signed.sgn),
          parent: match.childIndex === undefined ? undefined : pricedDocument,
        }),
      ];
    });
    sendEnvelope(res, { items });
  });
  return router;
}
