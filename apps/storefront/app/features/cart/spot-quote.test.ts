import { describe, expect, it } from 'vitest';
import { fetchAvailability } from './spot-quote.js';

const spot = (sku: string, extra: Record<string, unknown> = {}) => ({
  sku,
  places: 2,
  free: 0,
  available: false,
  price: null,
  priceInclTax: null,
  sgn: null,
  ...extra,
});

const answering = (status: number, result: unknown) => async () =>
  new Response(JSON.stringify({ code: status, result }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const query = { mode: 'hourly', from: '2026-12-05T15:10:00Z', to: '2026-12-05T15:30:00Z' };
const OFF_STEP = 'An hourly booking must start and end on a multiple of 15 minutes.';

describe('fetchAvailability', () => {
  it("takes one rule refusing the period for every spot as the period's own error", async () => {
    const answer = await fetchAvailability(
      answering(200, [spot('A', { problem: OFF_STEP }), spot('B', { problem: OFF_STEP })]),
      '/api/ext/spots/availability',
      query,
    );
    expect(answer).toEqual({ error: OFF_STEP });
  });

  it("keeps each spot's own refusal when the spots differ", async () => {
    const closed = 'This spot is closed on Sat 5 Dec.';
    const answer = await fetchAvailability(
      answering(200, [spot('A', { problem: closed }), spot('B', { free: 2, available: true, price: 4.25 })]),
      '/api/ext/spots/availability',
      query,
    );
    expect('spots' in answer && answer.spots.map((s) => s.problem)).toEqual([closed, undefined]);
  });

  it("answers a 4xx refusal's message", async () => {
    const answer = await fetchAvailability(
      answering(400, 'The booking cannot start in the past.'),
      '/api/ext/spots/availability',
      query,
    );
    expect(answer).toEqual({ error: 'The booking cannot start in the past.' });
  });
});
