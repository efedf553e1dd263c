import { bookingPeriodBoundsProblem, spotTermsOf, type BookingRules, type SpotDefaults } from '@storefront/core';
import { Router } from 'express';
import type { ApiConfig } from '../config.js';
import type { SqlDatabase } from '../db/sql.js';
import { badRequest } from '../http/api-error.js';
import { sendEnvelope } from '../http/envelope.js';
import { queryParam } from '../http/query-param.js';
import { requestStore } from '../http/request-store.js';
import { parseSkuList } from '../products/sku-list.js';
import type { CatalogSearch } from '../search/catalog-search.js';
import { spotDefaultsOf } from './booking-rules-of.js';
import { spotAvailability } from './spot-availability.js';
import type { SpotTerms } from './spot-holds.js';

export interface SpotsRouterDependencies {
  config: ApiConfig;
  search: CatalogSearch;
  database: SqlDatabase;
  rules: BookingRules;
  now: () => number;
}

/**
 * A date-time query parameter. An unencoded `+02:00` offset arrives as ` 02:00` (a `+` in a query string is a space),
 * which is read back as the offset it was rather than refused.
 */
function instantParam(value: string | undefined): string {
  return (value ?? '').replace(/(\d) (\d{2}:\d{2})$/, '$1+$2');
}

/** The bookable spots of a store: every product with an hourly rate, or the named skus among them, by sku. */
async function findSpots(
  search: CatalogSearch,
  index: string,
  skus: string[] | undefined,
  max: number,
  defaults: SpotDefaults,
) {
  const filter: unknown[] = [{ range: { hourly_rate: { gt: 0 } } }];
  if (skus) filter.push({ terms: { sku: skus } });
  const response = await search.search({
    index,
    entity: 'product',
    body: { query: { bool: { filter, must_not: [{ term: { status: 2 } }] } }, sort: [{ sku: 'asc' }] },
    size: max,
    from: 0,
  });
  return response.hits.hits
    .map((hit) => spotTermsOf(hit._source, defaults))
    .filter((spot): spot is SpotTerms => !!spot);
}

/**
 * `GET /api/ext/spots/availability?mode=hourly|monthly&from=<ISO>&to=<ISO>[&skus=a,b]` (ours, not VSF's): each
 * spot's capacity, time zone, the places free over the period, and the signed price for it. A period no spot can
 * have (bad dates, in the past, beyond the horizon) is a 400; one that a spot's own rules refuse (its step, hours,
 * closed dates…) is that spot's `problem`. Never cached: places change with every booking.
 */
export function createSpotsRouter({ config, search, database, rules, now }: SpotsRouterDependencies): Router {
  const router = Router();
  router.get('/availability', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const mode = queryParam(req, 'mode');
    if (mode !== 'hourly' && mode !== 'monthly') throw badRequest('"mode" must be "hourly" or "monthly".');
    const period = {
      from: instantParam(queryParam(req, 'from')),
      to: instantParam(queryParam(req, 'to')),
      isMonthly: mode === 'monthly',
    };
    const at = now();
    const problem = bookingPeriodBoundsProblem(period, at, rules);
    if (problem) throw badRequest(problem);
    const given = queryParam(req, 'skus');
    const skus = given === undefined ? undefined : parseSkuList(given);
    if (given !== undefined && !skus) throw badRequest('"skus" must name at least one sku.');
    const store = requestStore(req, config);
    const defaults = spotDefaultsOf(config, store.storeView);
    const spots = await findSpots(search, store.index, skus, config.spots.maxSpotsPerCall, defaults);
    sendEnvelope(
      res,
      await spotAvailability(database, spots, period, at, {
        secret: config.secrets.objHashSecret,
        bookingTaxRatePercent: config.spots.bookingTaxRatePercent,
        offerMinutes: config.spots.offerMinutes,
        rules,
      }),
    );
  });
  return router;
}
