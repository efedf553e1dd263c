import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd } from './breadcrumb-json-ld.js';
import { productJsonLd } from './product-json-ld.js';
import { serializeJsonLd } from './serialize-json-ld.js';

const TANK = {
  id: 1769,
  sku: 'WT06',
  name: 'Chloe Compete Tank',
  description: '<p>A tank &amp; more.</p><ul><li>Loose fit</li><li>Cotton</li></ul><script>alert(1)</script>',
  stock: { is_in_stock: true },
};

describe('productJsonLd', () => {
  it('describes the product and its offer for rich results', () => {
    expect(
      productJsonLd(TANK, {
        url: 'https://shop.example/p/WT06/chloe-compete-tank-1769/WT06',
        imageUrl: 'https://shop.example/img/600/744/resize/w/t/wt06-blue_main.jpg',
        currency: 'USD',
        price: 29.9 + 1e-12,
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Chloe Compete Tank',
      sku: 'WT06',
      image: ['https://shop.example/img/600/744/resize/w/t/wt06-blue_main.jpg'],
      description: 'A tank & more. Loose fit Cotton',
      offers: {
        '@type': 'Offer',
        price: '29.90',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example/p/WT06/chloe-compete-tank-1769/WT06',
      },
    });
  });

  it('takes availability from the options over the stock flag', () => {
    const ld = productJsonLd(TANK, { url: 'u', currency: 'EUR', price: 10, availability: 'OutOfStock' });
    expect(ld.offers?.availability).toBe('https://schema.org/OutOfStock');
    const fromStock = productJsonLd(
      { ...TANK, stock: { is_in_stock: false } },
      { url: 'u', currency: 'EUR', price: 1 },
    );
    expect(fromStock.offers?.availability).toBe('https://schema.org/OutOfStock');
  });

  it('gives no offer without a usable price, and falls back to short descriptions', () => {
    const ld = productJsonLd(
      { sku: 'X', name: 'X', short_description: '<b>Short</b>' },
      { url: 'u', currency: 'USD', price: Number.NaN },
    );
    expect(ld).not.toHaveProperty('offers');
    expect(ld).not.toHaveProperty('image');
    expect(ld.description).toBe('Short');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs from 1 and leaves the current page without a link', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: 'https://shop.example/' },
        { name: 'Women', url: 'https://shop.example/c/women-20' },
        { name: ' ' },
        { name: 'Chloe Compete Tank' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
        { '@type': 'ListItem', position: 2, name: 'Women', item: 'https://shop.example/c/women-20' },
        { '@type': 'ListItem', position: 3, name: 'Chloe Compete Tank' },
      ],
    });
  });
});

describe('serializeJsonLd', () => {
  it('cannot be closed by a product name and parses back to the same data', () => {
    const ld = productJsonLd(
      { sku: 'EVIL', name: '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; & <!-- x' },
      { url: 'u', currency: 'USD', price: 1 },
    );
    const text = serializeJsonLd(ld);
    expect(text).not.toMatch(/[<>]/);
    expect(text).not.toContain('</script');
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(ld);
    expect(JSON.parse(serializeJsonLd({ line: 'a\u2028b' }))).toEqual({ line: 'a\u2028b' });
  });
});
