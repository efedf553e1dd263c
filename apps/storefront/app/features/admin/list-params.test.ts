import { describe, expect, it } from 'vitest';
import { ariaSort, listQuery, nextSort, pageCount, pageOf, withParams } from './list-params';

describe('a back-office list in its URL', () => {
  it('reads the page, defaulting bad values to 1, and counts pages', () => {
    expect(pageOf(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['page=0', 'page=-1', 'page=x', 'page=1.5', '']) expect(pageOf(new URLSearchParams(bad))).toBe(1);
    expect([pageCount(0), pageCount(20), pageCount(21)]).toEqual([1, 1, 2]);
  });

  it('flips the pressed column and starts another ascending', () => {
    expect(nextSort('-created_at', 'created_at')).toBe('created_at');
    expect(nextSort('created_at', 'created_at')).toBe('-created_at');
    expect(nextSort('-created_at', 'status')).toBe('status');
    expect([ariaSort('status', 'status'), ariaSort('-status', 'status'), ariaSort('number', 'status')]).toEqual([
      'ascending',
      'descending',
      'none',
    ]);
  });

  it('sends only the known, non-empty filters with the page, and a new filter goes back to page 1', () => {
    const params = new URLSearchParams('q=%20mug%20&status=&page=2&evil=1');
    expect(listQuery(params, ['q', 'status'])).toEqual({ page: 2, pageSize: 20, q: 'mug' });
    expect(withParams(params, { status: 'pending' }).toString()).toBe('q=+mug+&status=pending&evil=1');
    expect(withParams(params, { page: '3' }).get('page')).toBe('3');
    expect(withParams(params, { q: '' }).has('q')).toBe(false);
  });
});
