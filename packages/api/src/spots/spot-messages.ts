/** The refusals a shopper reads when a booking line cannot be held (answered as `{code, result}`). */
export const SPOT_NOT_AVAILABLE = 'This spot is not available for the chosen period.';
export const SPOT_QTY_INVALID = 'The number of places booked must be a whole number of at least 1.';
export const SPOT_NOT_BOOKABLE_MONTHLY = 'This spot cannot be booked by the month.';

export function spotPriceInvalid(sku: string): string {
  return `The price of ${sku} for this period is not valid. Please check the availability again.`;
}
