import type { BookingView } from '@storefront/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ quoteExtension: vi.fn(), extendBooking: vi.fn() }));
vi.mock('./bookings.server', () => api);

const { extensionAction } = await import('./extension.server');

const NY = 'America/New_York';
const hourly = {
  id: 'b1',
  from: '2030-06-03T14:00:00.000Z',
  to: '2030-06-03T16:00:00.000Z',
  isMonthly: false,
  spot: { sku: 'S', name: 'Spot', timeZone: NY },
} as BookingView;
const shopper = {} as Parameters<typeof extensionAction>[0];
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
/** The booking page's post of `fields` for `booking` (the hourly one unless said), as the shopper with token L. */
const post = (fields: Record<string, string>, booking: BookingView = hourly) =>
  extensionAction(shopper, booking, 'L', form(fields));
/** The API refuses the quote with `status` and `message`. */
const quoteRefused = (status: number, message: string) =>
  api.quoteExtension.mockResolvedValue({ ok: false, status, message });
const QUOTE = { to: '2030-06-03T17:00:00.000Z', period: 'p', amount: 4.41, currency: 'USD', payment: 'online' };

beforeEach(() => {
  api.quoteExtension.mockReset();
  api.extendBooking.mockReset();
});

describe('the booking page’s extension posts', () => {
  it('reads the new end on the car park’s clock and answers the API’s quote', async () => {
    api.quoteExtension.mockResolvedValue({ ok: true, quote: QUOTE });
    const answer = await post({ intent: 'extend-quote', date: '2030-06-03', end: '13:00' });
    expect(api.quoteExtension).toHaveBeenCalledWith(shopper, 'b1', 'L', '2030-06-03T17:00:00.000Z');
    expect(answer).toMatchObject({ status: 200, state: { quote: QUOTE, errors: {}, message: null } });
  });

  it('says a field it cannot read next to the field, asking nothing', async () => {
    const answer = await post({ intent: 'extend-quote', date: '2030-06-03', end: '' });
    expect(answer).toMatchObject({ status: 400, state: { errors: { end: 'Choose the new end of the booking.' } } });
    expect(api.quoteExtension).not.toHaveBeenCalled();
  });

  it('places the API’s refusal of the period by the end (or the months), any other by the button', async () => {
    quoteRefused(400, 'An hourly booking must last at most 24 hours.');
    const rule = await post({ intent: 'extend-quote', date: '2030-06-04', end: '18:00' });
    expect(rule.state).toMatchObject({
      errors: { end: 'An hourly booking must last at most 24 hours.' },
      message: null,
    });
    const monthly = await post(
      { intent: 'extend-quote', months: '2' },
      { ...hourly, isMonthly: true, to: '2030-07-03T14:00:00.000Z' },
    );
    expect(monthly.state.errors).toEqual({ months: 'An hourly booking must last at most 24 hours.' });
    quoteRefused(409, 'The place is not free for the extra time.');
    const taken = await post({ intent: 'extend-quote', date: '2030-06-03', end: '13:00' });
    expect(taken).toMatchObject({
      status: 409,
      state: { errors: {}, message: 'The place is not free for the extra time.' },
    });
  });

  it('confirms the quoted end: the new period once extended, or that paying online needs a script', async () => {
    api.extendBooking.mockResolvedValue({ outcome: 'extended', booking: { ...hourly, period: 'new period' } });
    const done = await post({ intent: 'extend', to: QUOTE.to });
    expect(api.extendBooking).toHaveBeenCalledWith(shopper, 'b1', 'L', QUOTE.to);
    expect(done).toMatchObject({ status: 200, state: { extended: 'new period' } });
    api.extendBooking.mockResolvedValue({ outcome: 'payment', amount: 4.41, currency: 'USD' });
    const online = await post({ intent: 'extend', to: QUOTE.to });
    expect(online.state.message).toBe('Paying the extension needs JavaScript. Please enable it and try again.');
  });
});
