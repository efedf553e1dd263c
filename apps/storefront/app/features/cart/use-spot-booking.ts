import { useEffect, useState, useSyncExternalStore } from 'react';
import { bookingInputsPeriod, formatPrice, type BookingInputs } from '@storefront/core';
import { useShopSettings } from '../../lib/shop-settings';
import type { SpotBookingView } from './spot-booking-view';
import { fetchAvailability, spotQuoteView, type SpotQuoteView } from './spot-quote';

// Typing a time fires a change per digit: the API is asked once the shopper pauses, not for every keystroke.
const ASK_AFTER_MS = 250;

const noSubscription = () => () => undefined;

/**
 * Binds the spot's booking form: the fields as typed, their own messages at once (core's `bookingInputsPeriod` on the
 * spot's clock), and the API's availability and price for the period once it reads. The server's answer for the
 * period the page opened with stands until the shopper changes a field; a new page answer (after an add, or a check
 * without script) replaces what was typed.
 */
export function useSpotBooking(view: SpotBookingView) {
  const shop = useShopSettings();
  const [typed, setTyped] = useState<{ view: SpotBookingView; inputs: BookingInputs }>();
  const [answer, setAnswer] = useState<{ inputs: BookingInputs; quote: SpotQuoteView }>();
  // True once the page runs in the browser: the live check replaces the no-script 'Check availability'.
  const live = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const inputs = typed && typed.view === view ? typed.inputs : view.inputs;
  const changed = inputs !== view.inputs;

  useEffect(() => {
    if (!changed) return;
    const read = bookingInputsPeriod(inputs, view.timeZone);
    if (!read.period) return;
    const period = read.period;
    const money = (value: number) => formatPrice(value, shop);
    let current = true;
    const settle = (quote: SpotQuoteView) => current && setAnswer({ inputs, quote });
    const timer = setTimeout(() => {
      fetchAvailability((url, init) => fetch(url, init), view.availabilityUrl, {
        mode: inputs.mode,
        from: period.from,
        to: period.to,
        skus: [view.sku],
        ...(view.storeCode && { storeCode: view.storeCode }),
      })
        .then((reply) => settle(spotQuoteView(inputs, view.timeZone, view.sku, reply, money, view.locale)))
        // Offline or the API down: the period's own reading stands; the add will say what the server says.
        .catch(() => settle(spotQuoteView(inputs, view.timeZone, view.sku, undefined, money, view.locale)));
    }, ASK_AFTER_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [changed, inputs, view, shop]);

  const money = (value: number) => formatPrice(value, shop);
  const answered = answer && answer.inputs === inputs ? answer.quote : undefined;
  const quote = !changed
    ? view.quote
    : (answered ?? spotQuoteView(inputs, view.timeZone, view.sku, undefined, money, view.locale));
  const checking = changed && answered === undefined && bookingInputsPeriod(inputs, view.timeZone).period !== undefined;

  const setField = (name: keyof BookingInputs, value: string) =>
    setTyped((before) => ({
      view,
      inputs: { ...(before && before.view === view ? before.inputs : view.inputs), [name]: value },
    }));
  return { inputs, quote, checking, live, setField };
}
