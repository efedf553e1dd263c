import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.server';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeReturnPath('/p/WS01/shirt?childSku=WS01-M', '/cart')).toBe('/p/WS01/shirt?childSku=WS01-M');
    expect(safeReturnPath('/de/cart', '/cart')).toBe('/de/cart');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\tevil',
    '',
    null,
    undefined,
  ])('refuses %s', (value) => {
    expect(safeReturnPath(value, '/cart')).toBe('/cart');
  });
});
