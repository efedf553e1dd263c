import { describe, expect, it } from 'vitest';
import { stockStatus } from './stock-status.js';

describe('stockStatus', () => {
  it('is volatile without stock sync, the quantity being uncertain', () => {
    expect(stockStatus({ is_in_stock: true, qty: 5 }, { synchronize: false })).toBe('volatile');
    expect(stockStatus(undefined, { synchronize: false })).toBe('volatile');
  });

  it('reads is_in_stock with stock sync, a missing item being ok', () => {
    expect(stockStatus({ is_in_stock: true }, { synchronize: true })).toBe('ok');
    expect(stockStatus({ is_in_stock: false }, { synchronize: true })).toBe('out_of_stock');
    expect(stockStatus({ is_in_stock: '0' }, { synchronize: true })).toBe('out_of_stock');
    expect(stockStatus(null, { synchronize: true })).toBe('ok');
  });

  it('is out of stock whenever the item says so, even without sync', () => {
    expect(stockStatus({ is_in_stock: false }, { synchronize: false })).toBe('out_of_stock');
  });

  it('ignores stock that is not managed', () => {
    expect(stockStatus({ is_in_stock: false, manage_stock: false }, { synchronize: true })).toBe('ok');
    expect(stockStatus({ is_in_stock: false, manage_stock: '0' }, { synchronize: false })).toBe('volatile');
  });
});
