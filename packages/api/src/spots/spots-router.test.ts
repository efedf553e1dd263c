import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, startTestApi, type TestApi } from '../test-support/start-test-api.js';
import { spotLineRequest } from './test-support/spot-lines.js';

const NOW = Date.parse('2026-05-01T08:00:00Z');

function spotDoc(id: number, sku: string, extra: Record<string, unknown> = {}) {
  return {
    entity: 'product',
    source: { id, sku, name: `Spot ${sku}`, type_id: 'virtual', status: 1, visibility: 4, price: 3, ...extra },
  };
}

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi(
    [
      spotDoc(1, 'SPOT-B', { hourly_rate: 3, monthly_rate: 120, places: 2 }),
      spotDoc(2, 'SPOT-A', { hourly_rate: 2.5, monthly_rate: 99.99 }),
      spotDoc(3, 'SPOT-C', { hourly_rate: '4', places: '3' }),
      spotDoc(4, 'SPOT-OFF', { hourly_rate: 9, status: 2 }),
      spotDoc(5, 'SHIRT', { price: 20 }),
      { ...spotDoc(6, 'SPOT-DE', { hourly_rate: 2 }), index: 'vue_storefront_catalog_de' },
    ],
    { now: NOW },
  );
});
afterAll(() => api.close());

const availability = (query: string) => getJson(`${api.url}/api/ext/spots/availability?${query}`);
const HOURLY = 'mode=hourly&from=2026-05-01T09:00:00Z&to=2026-05-01T11:30:00Z';

describe('GET /api/ext/spots/availability', () => {
  it('lists every enabled spot by sku with places, free places, the price for the period and its signature', async () => {
    const { status, body, headers } = await availability(HOURLY);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body.result.map((s: { sku: string }) => s.sku)).toEqual(['SPOT-A', 'SPOT-B', 'SPOT-C']);
    expect(body.result[0]).toEqual({
      sku: 'SPOT-A',
      places: 1,
      free: 1,
      available: true,
      price: 7.5,
      priceInclTax: 8.27,
      sgn: expect.stringMatching(/^[0-9a-z]+\.[0-9a-z]+\.[\w-]{43}$/),
      // No time_zone in the document: the store view's.
      time_zone: 'America/New_York',
    });
    expect(body.result[2]).toMatchObject({ sku: 'SPOT-C', places: 3, price: 12 });
  });

  it('prices whole months, and a spot without a monthly rate is not available by the month', async () => {
    const { body } = await availability(
      'mode=monthly&from=2026-05-02T00:00:00Z&to=2026-07-02T00:00:00Z&skus=SPOT-B,SPOT-C',
    );
    expect(body.result).toEqual([
      expect.objectContaining({ sku: 'SPOT-B', available: true, price: 240, priceInclTax: 264.6 }),
      {
        sku: 'SPOT-C',
        places: 3,
        free: 3,
        available: false,
        price: null,
        priceInclTax: null,
        sgn: null,
        time_zone: 'America/New_York',
      },
    ]);
  });

  it('answers a period a spot’s clock refuses as that spot’s problem, not as a 400 of the call', async () => {
    const { status, body } = await availability(
      'mode=monthly&from=2026-05-02T00:00:00Z&to=2026-06-03T00:00:00Z&skus=SPOT-B',
    );
    expect(status).toBe(200);
    expect(body.result[0]).toMatchObject({
      sku: 'SPOT-B',
      available: false,
      price: null,
      sgn: null,
      problem: 'A monthly booking must run a whole number of calendar months from its start.',
    });
  });

  it('counts holds over the period: a full spot is not available, a touching period is', async () => {
    const holds = api.api.spotHolds;
    const terms = holds.spotTerms({ sku: 'SPOT-A', hourly_rate: 2.5, monthly_rate: 99.99 })!;
    await api.db.transaction((tx) =>
      holds.holdLine(
        tx,
        spotLineRequest({ cartId: 900, spot: terms, bookFrom: '2026-05-01T10:00:00Z', bookTo: '2026-05-01T12:00:00Z' }),
        NOW,
      ),
    );
    const busy = await availability(`${HOURLY}&skus=SPOT-A`);
    expect(busy.body.result[0]).toMatchObject({ sku: 'SPOT-A', free: 0, available: false, price: 7.5 });
    const before = await availability('mode=hourly&from=2026-05-01T09:00:00Z&to=2026-05-01T10:00:00Z&skus=SPOT-A');
    expect(before.body.result[0]).toMatchObject({ free: 1, available: true });
    await api.db.transaction((tx) => holds.releaseLine(tx, 900, 1));
  });

  it('its sgn is accepted by the hold for that exact price and period', async () => {
    const { body } = await availability(`${HOURLY}&skus=SPOT-B`);
    const offer = body.result[0];
    const holds = api.api.spotHolds;
    const terms = {
      ...holds.spotTerms({ sku: 'SPOT-B', hourly_rate: 3, monthly_rate: 120, places: 2 })!,
      hourlyRate: 5,
    };
    // The rate went up after the shopper saw the offer: the signed price is still honoured.
    const held = await api.db.transaction((tx) =>
      holds.holdLine(
        tx,
        {
          cartId: 901,
          itemId: 1,
          spot: terms,
          bookFrom: '2026-05-01T09:00:00Z',
          bookTo: '2026-05-01T11:30:00Z',
          isMonthly: false,
          qty: 1,
          price: offer.price,
          sgn: offer.sgn,
        },
        NOW,
      ),
    );
    expect(held).toEqual({ price: 9 });
    await api.db.transaction((tx) => holds.releaseLine(tx, 901, 1));
  });

  it.each([
    ['', '"mode" must be "hourly" or "monthly".'],
    ['mode=daily&from=2026-05-01T09:00:00Z&to=2026-05-01T11:00:00Z', '"mode" must be "hourly" or "monthly".'],
    [
      'mode=hourly&to=2026-05-01T11:00:00Z',
      'The booking dates are not valid: use ISO 8601 date-times with a time zone, e.g. 2026-05-01T10:00:00Z.',
    ],
    ['mode=hourly&from=2026-05-01T12:00:00Z&to=2026-05-01T11:00:00Z', 'The booking must end after it starts.'],
    [
      'mode=hourly&from=2026-05-01T11:00:00Z&to=2026-05-01T11:00:00Z',
      'The booking must not start and end at the same time.',
    ],
    ['mode=hourly&from=2026-04-01T11:00:00Z&to=2026-05-01T11:00:00Z', 'The booking cannot start in the past.'],
    [
      'mode=hourly&from=2026-05-01T11:00:00Z&to=2028-05-01T11:00:00Z',
      'The booking cannot end more than 365 days from now.',
    ],
    [`${HOURLY}&skus=,`, '"skus" must name at least one sku.'],
    [`${HOURLY}&mode=hourly`, 'Query parameter "mode" must be given once'],
  ])('answers 400 with a clear message for %s', async (query, message) => {
    const { status, body } = await availability(query);
    expect({ status, body }).toEqual({ status: 400, body: { code: 400, result: message } });
  });

  it('reads a time-zone offset whether or not its plus sign was encoded', async () => {
    const encoded = await availability(
      'mode=hourly&from=2026-05-01T11:00:00%2B02:00&to=2026-05-01T13:30:00%2B02:00&skus=SPOT-A',
    );
    const plain = await availability(
      'mode=hourly&from=2026-05-01T11:00:00+02:00&to=2026-05-01T13:30:00+02:00&skus=SPOT-A',
    );
    expect(encoded.body.result[0]).toMatchObject({ sku: 'SPOT-A', price: 7.5 });
    expect(plain.body.result[0]).toMatchObject({ sku: 'SPOT-A', price: 7.5 });
  });

  it('gives a spot without a time zone the clock of the store view asked for', async () => {
    const { body } = await getJson(`${api.url}/api/ext/spots/availability?${HOURLY}`, {
      headers: { 'x-vs-store-code': 'de' },
    });
    expect(body.result).toEqual([expect.objectContaining({ sku: 'SPOT-DE', time_zone: 'Europe/Berlin', price: 6 })]);
  });

  it('answers an empty list for skus that are no spots', async () => {
    const { status, body } = await availability(`${HOURLY}&skus=SHIRT,NOPE,SPOT-OFF`);
    expect({ status, result: body.result }).toEqual({ status: 200, result: [] });
  });
});
