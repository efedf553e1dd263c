import { describe, expect, it } from 'vitest';
import { isSpotOrder, orderSpots, spotArea } from './spot-order.js';

const spots = [
  { name: 'B lot', area: 'Queens', rate: 5 },
  { name: 'A lot', area: 'Brooklyn', rate: 7 },
  { name: 'C lot', area: 'Brooklyn' },
  { name: 'D lot', area: 'Astoria', rate: 5 },
];

describe('orderSpots', () => {
  it('orders by name, by rate (cheapest first, none last, ties by name) and by area', () => {
    expect(orderSpots(spots, 'name').map((s) => s.name)).toEqual(['A lot', 'B lot', 'C lot', 'D lot']);
    expect(orderSpots(spots, 'price').map((s) => s.name)).toEqual(['B lot', 'D lot', 'A lot', 'C lot']);
    expect(orderSpots(spots, 'area').map((s) => s.name)).toEqual(['D lot', 'A lot', 'C lot', 'B lot']);
  });

  it('knows its orders only', () => {
    expect(isSpotOrder('area')).toBe(true);
    expect(isSpotOrder('distance')).toBe(false);
  });
});

describe('spotArea', () => {
  it("takes the area attribute, else the address's last part", () => {
    expect(spotArea({ area: 'Midtown', address: '1 Main St, Springfield' })).toBe('Midtown');
    expect(spotArea({ address: '1 Main St, Springfield' })).toBe('Springfield');
    expect(spotArea({})).toBe('');
  });
});
