import { Router, type Request, type Response } from 'express';
import type { ApiConfig } from '../config.js';
import { sendEnvelope, sendError } from '../http/envelope.js';
import { queryParam } from '../http/query-param.js';
import { requestStore } from '../http/request-store.js';
import { findProductsBySku } from '../products/find-products-by-sku.js';
import { parseSkuList } from '../products/sku-list.js';
import type { CatalogSearch } from '../search/catalog-search.js';
import { stockOfMatch } from '../stock/stock-of-match.js';

/** Magento's message for an unknown sku; the frontend saw it inside `result` (see docs/api.md#stock). */
export const PRODUCT_NOT_FOUND = "Requested product doesn't exist";

/**
 * `GET /api/stock/check[/:sku]` and `GET /api/stock/list` (see docs/api.md#stock), answered from the `stock` objects of the
 * store's product documents instead of Magento's stock items.
 */
export function createStockRouter(config: ApiConfig, search: CatalogSearch): Router {
  const router = Router();
  const find = (req: Request, skus: readonly string[]) =>
    findProductsBySku(search, requestStore(req, config).index, skus, config.catalog.maxResultWindow);

  const check = async (req: Request, res: Response, sku: string | undefined) => {
    const wanted = sku?.trim();
    if (!wanted) return sendError(res, 500, 'sku parameter is required');
    const match = (await find(req, [wanted])).get(wanted);
    // vue-storefront-api answered check failures with apiStatus(err, 500): HTTP 500 around Magento's error object.
    if (!match) return sendEnvelope(res, { errorMessage: PRODUCT_NOT_FOUND, code: 404 }, 500);
    sendEnvelope(res, stockOfMatch(match));
  };
  router.get('/check', (req, res) => check(req, res, queryParam(req, 'sku')));
  router.get('/check/:sku', (req, res) => check(req, res, req.params.sku));

  router.get('/list', async (req, res) => {
    const skus = parseSkuList(queryParam(req, 'skus'));
    if (!skus) return sendError(res, 500, 'skus parameter is required');
    const matches = await find(req, skus);
    // The first unknown sku fails the whole call, as vue-storefront-api's apiError did; naming it saves a guess.
    const missing = skus.find((sku) => !matches.has(sku));
    if (missing !== undefined) return sendError(res, 404, `${PRODUCT_NOT_FOUND}: ${JSON.stringify(missing)}`);
    sendEnvelope(
      res,
      skus.map((sku) => stockOfMatch(matches.get(sku)!)),
    );
  });
  return router;
}
