import { DEFAULT_SPOT_RULES } from '@storefront/core';
import type { SpotLineRequest, SpotTerms } from '../spot-holds.js';

/** The terms of a test spot: 2 an hour, 50 a month, on UTC, with the default rules. */
export function testSpotTerms(sku: string, places: number): SpotTerms {
  return { sku, places, hourlyRate: 2, monthlyRate: 50, timeZone: 'UTC', rules: DEFAULT_SPOT_RULES };
}

/** A cart's hourly line of one place (item 1), for the API to price; `fields` name the cart, spot and period. */
export function spotLineRequest(
  fields: Pick<SpotLineRequest, 'cartId' | 'spot' | 'bookFrom' | 'bookTo'> & Partial<SpotLineRequest>,
): SpotLineRequest {
  return { itemId: 1, isMonthly: false, qty: 1, price: undefined, sgn: undefined, ...fields };
}
