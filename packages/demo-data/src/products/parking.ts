import type { GenerationContext } from '../context.js';
import { productImagePath } from '../images/catalog-images.js';
import { baseProduct } from './base.js';
import { PARKING_LOTS } from './families/services.js';
import { recommendationLinks } from './links.js';
import type { PlacedProduct } from './plan.js';
import { bodyRng } from './plan.js';
import { roundPrice } from './price-format.js';

/** Capacities cycle 1-4 over the spots, so the demo has single-place spots (the last place) and larger ones. */
export function parkingPlaces(ordinal: number): number {
  return (ordinal % 4) + 1;
}

/** The clock of the demo's car parks: every lot is in one US city. */
export const PARKING_TIME_ZONE = 'America/New_York';

/**
 * Bookable parking spots (the spot-listing page): virtual products whose price is the hourly rate, with the
 * monthly rate, capacity (`places`), time zone, address and intersection as their own attributes. They carry no
 * rules of their own (`booking_*`, `opening_hours`, `closed_dates`): the shop's defaults apply, open at all hours.
 */
export function buildParkingSpot(ctx: GenerationContext, { plan, id }: PlacedProduct): Record<string, unknown> {
  const rng = bodyRng(plan.index);
  const lot = PARKING_LOTS[plan.ordinal % PARKING_LOTS.length] ?? PARKING_LOTS[0];
  if (!lot) throw new Error('no parking lots defined');
  const spotNumber = Math.floor(plan.ordinal / PARKING_LOTS.length) + 1;
  const [street, cross] = rng.sample(lot.streets, 2);
  const name = `${lot.family.label} ${rng.pick(lot.family.nouns)} ${spotNumber} - ${street}`;
  const doc = baseProduct({
    ctx,
    plan,
    id,
    typeId: 'virtual',
    name,
    images: [productImagePath('parking', plan.colours[0] ?? 'Blue')],
    rng,
    // A spot is never out of stock: whether it can be booked depends on the period, which the availability call
    // answers from its places, holds and bookings.
    stockQty: parkingPlaces(plan.ordinal),
    inStock: true,
  });
  doc.hourly_rate = plan.price;
  doc.monthly_rate = roundPrice(rng.range(lot.monthly[0], lot.monthly[1]));
  doc.places = parkingPlaces(plan.ordinal);
  doc.time_zone = PARKING_TIME_ZONE;
  doc.address = `${rng.int(10, 990)} ${street}, ${lot.city}`;
  doc.intersection = `${street} & ${cross}`;
  doc.product_links = recommendationLinks(ctx.layout, plan, rng);
  return doc;
}
