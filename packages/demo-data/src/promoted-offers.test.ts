import { describe, expect, it } from 'vitest';
import { CATEGORY_BY_ID } from './categories/tree.js';
import { listDemoImages } from './images/generate.js';
import { buildPromotedOffers } from './promoted-offers.js';

describe('buildPromotedOffers', () => {
  const urlPaths = new Set([...CATEGORY_BY_ID.values()].map((category) => `/${category.urlPath}`));

  it('returns main, small and product banners linking to real categories', () => {
    const offers = buildPromotedOffers();
    const images = new Set(listDemoImages());
    expect(offers.mainBanners.length).toBeGreaterThan(0);
    expect(offers.smallBanners.length).toBeGreaterThan(0);
    expect(offers.productBanners.length).toBeGreaterThan(0);
    for (const banner of [...offers.mainBanners, ...offers.smallBanners, ...offers.productBanners]) {
      expect(banner).toEqual({
        image: expect.any(String),
        title: expect.any(String),
        subtitle: expect.any(String),
        link: expect.any(String),
      });
      expect(urlPaths.has(banner.link)).toBe(true);
      expect(images.has(banner.image)).toBe(true);
    }
  });

  it('prefixes links with a non-default store code', () => {
    const offers = buildPromotedOffers('de');
    expect(offers.mainBanners.every((banner) => banner.link.startsWith('/de/'))).toBe(true);
    expect(buildPromotedOffers('default')).toEqual(buildPromotedOffers());
  });
});
