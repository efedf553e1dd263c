import { describe, expect, it } from 'vitest';
import { findPlaceholders, taskUrl } from './task-url.js';

describe('taskUrl', () => {
  it('fills token and cart id', () => {
    expect(taskUrl('/api/cart/pull?token={{token}}&cartId={{cartId}}', { token: 'abc', cartId: '42' })).toBe(
      '/api/cart/pull?token=abc&cartId=42',
    );
  });

  it('turns null and undefined into an empty value', () => {
    expect(taskUrl('/api/cart/create?token={{token}}', { token: null })).toBe('/api/cart/create?token=');
    expect(taskUrl('/api/cart/create?token={{token}}', { token: undefined })).toBe('/api/cart/create?token=');
  });

  it('fills every occurrence and other named values, numbers and booleans included', () => {
    expect(
      taskUrl('/api/user/order-history?token={{token}}&pageSize={{pageSize}}&currentPage={{currentPage}}&t={{token}}', {
        token: 't',
        pageSize: 20,
        currentPage: 1,
      }),
    ).toBe('/api/user/order-history?token=t&pageSize=20&currentPage=1&t=t');
    expect(taskUrl('/x?flag={{flag}}', { flag: false })).toBe('/x?flag=false');
  });

  it('encodes values so they cannot change the request shape', () => {
    expect(taskUrl('/api/cart/apply-coupon?coupon={{coupon}}', { coupon: 'A&B=C/D' })).toBe(
      '/api/cart/apply-coupon?coupon=A%26B%3DC%2FD',
    );
    expect(
      taskUrl('/api/ext/cms-data/cms{{type}}Identifier/{{cmsIdentifier}}/storeId/{{storeId}}', {
        type: 'Page',
        cmsIdentifier: 'about us',
        storeId: 1,
      }),
    ).toBe('/api/ext/cms-data/cmsPageIdentifier/about%20us/storeId/1');
  });

  it('leaves placeholders it has no value for', () => {
    expect(taskUrl('/x?a={{a}}&b={{b}}', { a: 1 })).toBe('/x?a=1&b={{b}}');
  });

  it('does not take inherited keys as values', () => {
    expect(taskUrl('/x?c={{constructor}}', {})).toBe('/x?c={{constructor}}');
  });
});

describe('findPlaceholders', () => {
  it('lists each placeholder once, in order', () => {
    expect(findPlaceholders('/a?token={{token}}&cartId={{cartId}}&again={{token}}')).toEqual(['token', 'cartId']);
    expect(findPlaceholders('/a/b')).toEqual([]);
  });
});
