/** The refusals a shopper reads when a booking line cannot be held (answered as `{code, result}`). */
export const SPOT_NOT_AVAILABLE = 'This spot is not available for the chosen period.';
export const SPOT_QTY_INVALID = 'The number of places booked must be a whole number of at least 1.';
export const SPOT_NOT_BOOKABLE_MONTHLY = 'This spot cannot be booked by the month.';

export function spotPriceInvalid(sku: string): string {
  return `The price of ${sku} for this period is not valid. Please check the availability again.`;
}

/** A cap on what one holder (a cart, or a client across its carts) may hold at once: its 400 names the limit. */
export function holdCapExceeded(
  holder: 'cart' | 'client',
  what: 'places' | 'place-days',
  asked: number,
  max: number,
  key: string,
): string {
  const who = holder === 'cart' ? 'one cart' : 'one client address across its carts';
  const amount = what === 'places' ? `${asked} places` : `${Math.round(asked * 100) / 100} place-days (places × days)`;
  return `Parking holds would come to ${amount}; ${who} may hold at most ${max} ${what} at once (spots.${key}).`;
}

/**
 * An extension that would take its order's bookings past the place-days one cart may hold (`spots.maxPlaceDaysPerCart`):
 * the order was one cart, and a longer stay is a new booking, counted as one (docs/parking.md#the-bookings-life).
 */
export function extensionCapExceeded(asked: number, max: number): string {
  return (
    `Extended to that end, the order's bookings would come to ${Math.round(asked * 100) / 100} place-days ` +
    `(places × days); one order may come to at most ${max}, as one cart may hold (spots.maxPlaceDaysPerCart).`
  );
}
