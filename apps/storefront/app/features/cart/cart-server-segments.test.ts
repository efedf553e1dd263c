import { cartItemsHash, type CartItem, type TotalSegment } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import { currentServerSegments, type CartSnapshot } from './cart-store';

const line = (qty: number): CartItem => ({
  sku: 'A-1',
  name: 'A-1',
  qty,
  price: 10,
  priceInclTax: 12.3,
  type_id: 'simple',
  is_monthly: false,
});
const segments: TotalSegment[] = [{ code: 'grand_total', title: 'Grand Total', value: 24.6 }];
const cart = (items: CartItem[], segmentsHash?: string) =>
  ({ items, segments, ...(segmentsHash !== undefined && { segmentsHash }) }) as unknown as CartSnapshot;

describe('currentServerSegments', () => {
  it("shows the server's totals for the lines they were computed for", () => {
    expect(currentServerSegments(cart([line(2)], cartItemsHash([line(2)])))).toBe(segments);
  });

  it('gives them up once the lines changed (offline), so the local totals are shown', () => {
    expect(currentServerSegments(cart([line(3)], cartItemsHash([line(2)])))).toBeNull();
    expect(currentServerSegments(cart([line(2)]))).toBeNull();
  });
});
