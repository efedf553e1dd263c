import { Router, type Request, type Response } from 'express';
import { CATALOG_ENTITY_TYPES, isCatalogEntityType, isRecord } from '@storefront/core';
import { resolveAuthSecret } from '../auth/auth-secret.js';
import type { ApiConfig } from '../config.js';
import { ApiError, badRequest } from '../http/api-error.js';
import { sendError } from '../http/envelope.js';
import { queryParam } from '../http/query-param.js';
import type { CatalogSearch } from '../search/catalog-search.js';
import { groupFromBody } from '../search/customer-group.js';
import { signPayload, signProduct } from '../search/price-signature.js';
import { parseUrlSort } from '../search/sort.js';
import {
  checkSourcePatterns,
  createSourceFilter,
  parseBodySource,
  parseSourceFields,
  searchQueryOptionsFromConfig,
  searchQueryToDsl,
  toCompactResponse,
} from '../search-query/index.js';

const URL_FORMAT = 'Please do use following URL format: /api/catalog/<index_name>/_search';

function integerParam(req: Request, name: string): number | undefined {
  const value = queryParam(req, name);
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value)) throw badRequest(`Query parameter "${name}" must be a whole number from 0, got "${value}"`);
  return Number(value);
}

/** GET bodies travel in `request`, URL-decoded once by the server and once more here (see docs/api.md#catalogue-search). */
function readBody(req: Request, res: Response): Record<string, unknown> | undefined {
  const request = queryParam(req, 'request');
  if (req.method === 'GET' && request !== undefined) {
    try {
      const parsed: unknown = JSON.parse(decodeURIComponent(request));
      if (!isRecord(parsed)) throw badRequest('The "request" parameter must hold a JSON object');
      return parsed;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      sendError(res, 500, (error as Error).message);
      return undefined;
    }
  }
  const body: unknown = req.body;
  if (body === undefined || body === null || (typeof body === 'object' && Object.keys(body).length === 0)) return {};
  if (!isRecord(body)) throw badRequest('The search body must be a JSON object');
  return body;
}

function sourceFilter(req: Request, body: Record<string, unknown>, config: ApiConfig) {
  const selection = readSourceSelection(req, body);
  checkSourcePatterns([...selection.includes, ...selection.excludes], config.limits);
  return selection;
}

function readSourceSelection(req: Request, body: Record<string, unknown>) {
  const fromUrl = (names: string[]) =>
    names.flatMap((name) => {
      const value = queryParam(req, name);
      return value === undefined ? [] : parseSourceFields(value, name);
    });
  const includes = fromUrl(['_source_include', '_source_includes']);
  const excludes = fromUrl(['_source_exclude', '_source_excludes']);
  if (body._source !== undefined) {
    const fromBody = parseBodySource(body._source);
    includes.push(...fromBody.includes);
    excludes.push(...fromBody.excludes);
    if (fromBody.none) return { includes, excludes, none: true };
  }
  return { includes, excludes, none: false };
}

/** `GET|POST /api/catalog/{index}/{entityType}/_search` (see docs/api.md#catalogue-search). */
export function createCatalogRouter(config: ApiConfig, search: CatalogSearch, now: () => number = Date.now): Router {
  const router = Router();
  // Read on the first group token, not at start-up: most searches carry none.
  let secret: Uint8Array | undefined;
  const authSecret = () => (secret ??= resolveAuthSecret(config));
  router.all('/{*path}', async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'POST')
      return sendError(res, 500, `ERROR: ${req.method} request method is not supported.`);
    const segments = req.path.split('/').filter(Boolean);
    const [index, entity] = segments;
    if (!index || !config.catalog.indices.includes(index))
      return sendError(res, 500, `Invalid / inaccessible index name given in the URL. ${URL_FORMAT}`);
    if (!segments[segments.length - 1]?.startsWith('_search') || segments.length < 3)
      return sendError(res, 500, URL_FORMAT);
    if (!entity || !isCatalogEntityType(entity))
      return sendError(res, 404, `Unknown entity type "${entity}"; use one of ${CATALOG_ENTITY_TYPES.join(', ')}`);

    const read = readBody(req, res);
    if (!read) return;
    let body = read;
    // The customer group only matters for tier prices; the query itself must not see it (see docs/api.md#catalogue-search).
    const groupId = entity === 'product' ? await groupFromBody(body, authSecret, now()) : undefined;
    const { groupId: _groupId, groupToken: _groupToken, ...rest } = body;
    body = rest;
    const filter = sourceFilter(req, body, config);
    delete body._source;
    if (queryParam(req, 'request_format') === 'search-query') {
      const text = typeof body._searchText === 'string' ? body._searchText.trim() : '';
      body = searchQueryToDsl(body, searchQueryOptionsFromConfig(config));
      // The VSF frontend adds min_score itself for DSL searches; for SearchQuery the API is the one to apply it.
      if (text && body.query !== undefined && body.min_score === undefined) body.min_score = config.catalog.minScore;
    }
    if (queryParam(req, 'q') !== undefined)
      throw badRequest('The "q" (Lucene query string) parameter is not supported; send a query body instead');
    const sortParam = queryParam(req, 'sort');

    const response = await search.search({
      index,
      entity,
      body,
      size: integerParam(req, 'size'),
      from: integerParam(req, 'from'),
      sort: sortParam ? parseUrlSort(sortParam) : undefined,
      groupId,
    });
    const full = response.hits.hits.map((hit) => hit._source);
    if (filter.none || filter.includes.length || filter.excludes.length) {
      const apply = createSourceFilter(filter.includes, filter.excludes);
      for (const hit of response.hits.hits) hit._source = filter.none ? {} : apply(hit._source);
    }
    // docs/api.md#catalogue-search: `sgn` only when `_source_exclude` is given and does not name it (the VSF frontend excludes it).
    const exclude = queryParam(req, '_source_exclude') ?? queryParam(req, '_source_excludes');
    if (exclude !== undefined && !exclude.includes('sgn'))
      response.hits.hits.forEach((hit, i) => {
        if (entity === 'product') {
          hit._source = { ...hit._source };
          signProduct(hit._source, full[i]!, config.secrets.objHashSecret, config.tax.calculateServerSide);
        } else hit._source = { ...hit._source, sgn: signPayload(hit._source, config.secrets.objHashSecret) };
      });

    if (queryParam(req, 'response_format') === 'compact')
      return res.json(
        toCompactResponse(response, { entityType: entity, fieldsToCompact: config.products.fieldsToCompact }),
      );
    res.json(response);
  });
  return router;
}
