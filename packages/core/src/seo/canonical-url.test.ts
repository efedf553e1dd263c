import { describe, expect, it } from 'vitest';
import { canonicalUrl } from './canonical-url.js';

describe('canonicalUrl', () => {
  it('drops tracking parameters, empty values, the fragment and page 0', () => {
    expect(
      canonicalUrl('https://shop.example/', '/c/jackets-23?utm_source=mail&gclid=x&color=50&page=0&size=#top'),
    ).toBe('https://shop.example/c/jackets-23?color=50');
  });

  it('keeps later pages so paginated listings stay crawlable', () => {
    expect(canonicalUrl('https://shop.example', '/c/jackets-23', { page: '02', fbclid: 'y' })).toBe(
      'https://shop.example/c/jackets-23?page=2',
    );
    expect(canonicalUrl('https://shop.example', '/c/jackets-23', '?page=-1')).toBe('https://shop.example/c/jackets-23');
  });

  it('gives two spellings of one listing the same URL', () => {
    const a = canonicalUrl('https://shop.example', '/c/tops', '?size=168&color=50&color=49');
    const b = canonicalUrl(
      'https://shop.example',
      '/c/tops',
      new URLSearchParams('color=49&size=168&color=50&color=49'),
    );
    expect(a).toBe(b);
    expect(a).toBe('https://shop.example/c/tops?color=49&color=50&size=168');
  });

  it('drops further parameters on request and encodes what it keeps', () => {
    expect(
      canonicalUrl('https://shop.example', 'search', { q: 'tee & top', sort: 'final_price' }, { drop: ['sort'] }),
    ).toBe('https://shop.example/search?q=tee%20%26%20top');
  });
});
