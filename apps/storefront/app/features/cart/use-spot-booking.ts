import { useEffect, useRef, useState } from 'react';
import { bookingInputsPeriod, formatPrice, type BookingInputs } from '@storefront/core';
import { useShopSettings } from '../../lib/shop-settings';
import type { SpotBookingView } from './spot-booking-view';
import { fetchAvailability, spotQuoteView, type SpotQuoteView } from './spot-quote';

// Typing a time fires a change per digit: the API is asked once the shopper pauses, not for every keystroke.
const ASK_AFTER_MS = 250;

/**
 * Binds the spot's booking form: the fields as typed, their own messages at once (core's `bookingInputsPeriod` on the
 * spot's clock), and the API's availability and price for the period once it reads. The server's answer for the
 * period the page opened with stands until the shopper changes a field.
 */
export function useSpotBooking(view: SpotBookingView) {
  const shop = useShopSettings();
  const [inputs, setInputs] = useState<BookingInputs>(view.inputs);
  const [quote, setQuote] = useState<SpotQuoteView>(view.quote);
  const [checking, setChecking] = useState(false);
  const [live, setLive] = useState(false);
  const changed = useRef(false);

  // The page's own answer again when the server sends a new one (after an add, or a no-script check).
  useEffect(() => {
    changed.current = false;
    setInputs(view.inputs);
    setQuote(view.quote);
  }, [view]);
  useEffect(() => setLive(true), []);

  useEffect(() => {
    if (!changed.current) return;
    const money = (value: number) => formatPrice(value, shop);
    const read = bookingInputsPeriod(inputs, view.timeZone);
    if (!read.period) {
      setQuote(spotQuoteView(inputs, view.timeZone, view.sku, undefined, money, view.locale));
      return;
    }
    const period = read.period;
    let current = true;
    setChecking(true);
    const timer = setTimeout(() => {
      fetchAvailability((url, init) => fetch(url, init), view.availabilityUrl, {
        mode: inputs.mode,
        from: period.from,
        to: period.to,
        skus: [view.sku],
        ...(view.storeCode && { storeCode: view.storeCode }),
      })
        .then((answer) => {
          if (current) setQuote(spotQuoteView(inputs, view.timeZone, view.sku, answer, money, view.locale));
        })
        // Offline or the API down: the period's own reading stands; the add will say what the server says.
        .catch(() => {
          if (current) setQuote(spotQuoteView(inputs, view.timeZone, view.sku, undefined, money, view.locale));
        })
        .finally(() => {
          if (current) setChecking(false);
        });
    }, ASK_AFTER_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [inputs, view, shop]);

  const setField = (name: keyof BookingInputs, value: string) => {
    changed.current = true;
    setInputs((before) => ({ ...before, [name]: value }));
  };
  return { inputs, quote, checking, live, setField };
}
