/** How the spot listing may be ordered: by name, by the price of the chosen mode (cheapest first), or by area. */
export const SPOT_ORDERS = ['name', 'price', 'area'] as const;
export type SpotOrder = (typeof SPOT_ORDERS)[number];

export function isSpotOrder(value: unknown): value is SpotOrder {
  return (SPOT_ORDERS as readonly unknown[]).includes(value);
}

/**
 * The area a spot lies in, for ordering and at a glance: its `area` attribute when the catalogue has one, else the
 * last part of its address ('120 Main St, Springfield' → 'Springfield').
 */
export function spotArea(document: object): string {
  const product = document as { area?: unknown; address?: unknown };
  if (typeof product.area === 'string' && product.area.trim() !== '') return product.area.trim();
  const address = typeof product.address === 'string' ? product.address : '';
  return address.split(',').at(-1)?.trim() ?? '';
}

export interface OrderableSpot {
  name: string;
  area: string;
  /** The rate of the chosen mode; a spot without one sorts last by price. */
  rate?: number;
}

/** The spots in the order asked; ties keep the name's order, so the list never reshuffles between loads. */
export function orderSpots<T extends OrderableSpot>(spots: readonly T[], order: SpotOrder): T[] {
  const byName = (a: T, b: T) => a.name.localeCompare(b.name, 'en');
  const compare: Record<SpotOrder, (a: T, b: T) => number> = {
    name: byName,
    price: (a, b) => (a.rate ?? Infinity) - (b.rate ?? Infinity) || byName(a, b),
    area: (a, b) => a.area.localeCompare(b.area, 'en') || byName(a, b),
  };
  return [...spots].sort(compare[order]);
}
