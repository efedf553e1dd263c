import type { BookingInputs } from '@storefront/core';
import type { SpotQuoteView } from './spot-quote';

/** A spot's product page's booking form, built on the server and live in the browser (see docs/behaviour.md). */
export interface SpotBookingView {
  sku: string;
  name: string;
  /** The spot's clock (IANA) and its short name now ('EST'). */
  timeZone: string;
  zoneName: string;
  locale: string;
  /** '$4.25', '$169.99': absent when the spot has no rate for the mode. */
  hourlyRate?: string;
  monthlyRate?: string;
  taxRatePercent: number;
  /** The fields as the form opens: the period the URL names, else the next whole hour for an hour. */
  inputs: BookingInputs;
  /** The answer for those fields, computed on the server (so the page is complete without JavaScript). */
  quote: SpotQuoteView;
  /** Where the form posts (the spot listing's action) and where its live check asks. */
  action: string;
  availabilityUrl: string;
  storeCode?: string;
  /** The listing for the same period, opened on this spot. */
  listingHref: string;
  /** The same booking is in the cart already: the form asks whether a second place is wanted. */
  askAnother: boolean;
}
