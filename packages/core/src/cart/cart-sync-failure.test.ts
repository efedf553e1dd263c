import { describe, expect, it } from 'vitest';
import { afterFailedItemUpdate } from './cart-sync-failure.js';
import { line } from './test-support/cart-lines.js';

describe('afterFailedItemUpdate', () => {
  it('restores the previous quantity of a line the server holds', () => {
    const failed = line({ qty: 5, prev_qty: 2, server_item_id: 7 });
    const other = line({ sku: 'P2' });
    const next = afterFailedItemUpdate([other, failed], failed);
    expect(next).toHaveLength(2);
    expect(next[1]?.qty).toBe(2);
    expect(next[1]?.prev_qty).toBeUndefined();
    expect(next[1]?.server_item_id).toBe(7);
  });

  it('removes a line the server holds when there was no previous quantity', () => {
    const failed = line({ qty: 5, server_item_id: 7 });
    expect(afterFailedItemUpdate([failed], failed)).toEqual([]);
  });

  it('removes an unconfirmed line (no server item id), even with a previous quantity', () => {
    const failed = line({ qty: 2, prev_qty: 1 });
    const other = line({ sku: 'P2' });
    expect(afterFailedItemUpdate([failed, other], failed)).toEqual([other]);
  });

  it('touches only the same booking and leaves lines alone when it is gone', () => {
    const hour = line({ book_from: '2026-12-01T10:00:00Z', book_to: '2026-12-01T11:00:00Z', server_item_id: 1 });
    const month = line({ is_monthly: true, server_item_id: 2 });
    expect(afterFailedItemUpdate([hour, month], { ...month, prev_qty: undefined })).toEqual([hour]);
    expect(afterFailedItemUpdate([hour], line({ sku: 'ZZ' }))).toEqual([hour]);
  });
});
