import { describe, expect, it } from 'vitest';
import { ampLink } from './amp-link.js';
import { categoryLink } from './category-link.js';
import { productLink } from './product-link.js';

const simple = { id: 1, sku: 'MS01', type_id: 'simple', slug: 'tee-1', url_path: 'men/tee-1.html' };
const configurable = { id: 2, sku: 'WT06', type_id: 'configurable', slug: 'tank-2', url_path: 'women/tank-2.html' };
const category = { id: 21, slug: 'tops-21', url_path: 'women/tops-women/tops-21' };

describe('ampLink', () => {
  it('short URLs: /amp/{parentSku}/{slug}, /amp/{parentSku}/{slug}/{childSku}, /amp/{slug}', () => {
    const options = { useShortCatalogUrls: true };
    expect(ampLink(productLink(simple, options), options)).toMatchObject({
      name: 'simple-product-amp',
      path: '/amp/MS01/tee-1',
    });
    expect(ampLink(productLink(configurable, { ...options, childSku: 'WT06-XS' }), options)).toMatchObject({
      name: 'configurable-product-amp',
      path: '/amp/WT06/tank-2/WT06-XS',
    });
    expect(ampLink(categoryLink(category, options), options)).toMatchObject({
      name: 'category-amp',
      path: '/amp/tops-21',
    });
  });

  it('prefixed URLs: /amp/p/… and /amp/c/{slug}', () => {
    expect(ampLink(productLink(simple))?.path).toBe('/amp/p/MS01/tee-1');
    expect(ampLink(productLink(configurable))?.path).toBe('/amp/p/WT06/tank-2/WT06');
    expect(ampLink(categoryLink(category))?.path).toBe('/amp/c/tops-21');
  });

  it('is built from the params even when the link uses the url_path', () => {
    const options = { useUrlDispatcher: true, useShortCatalogUrls: true };
    const link = ampLink(productLink(configurable, { ...options, childSku: 'WT06-XS' }), options);
    expect(link).toMatchObject({ path: '/amp/WT06/tank-2/WT06-XS', search: '' });
  });

  it('has no AMP page for CMS pages', () => {
    const cmsPage = { name: 'cms-page', params: { slug: 'about-us' }, path: '/i/about-us', search: '' };
    expect(ampLink(cmsPage)).toBeUndefined();
  });
});
