import { describe, expect, it } from 'vitest';
import { matchCatalogPath } from './match-catalog-path.js';
import { matchRoute } from './match-route.js';
import type { StoreRoutingOptions } from './store-routing-options.js';

const SHORT = { useShortCatalogUrls: true };
const DISPATCHER = { useUrlDispatcher: true, useShortCatalogUrls: true };

describe('matchCatalogPath, prefixed URLs', () => {
  it('reads products, categories and CMS pages', () => {
    expect(matchCatalogPath('/p/MS01/tee-1')).toEqual({
      kind: 'product',
      amp: false,
      params: { parentSku: 'MS01', slug: 'tee-1' },
    });
    expect(matchCatalogPath('/p/WT06/tank/WT06-XS/')).toMatchObject({
      kind: 'product',
      params: { parentSku: 'WT06', slug: 'tank', childSku: 'WT06-XS' },
    });
    expect(matchCatalogPath('/c/tops-21?sort=price')).toEqual({
      kind: 'category',
      amp: false,
      name: 'category',
      params: { slug: 'tops-21' },
    });
    expect(matchCatalogPath('/i/about-us')).toEqual({
      kind: 'cms-page',
      amp: false,
      name: 'cms-page',
      params: { slug: 'about-us' },
    });
  });

  it('reads AMP variants', () => {
    expect(matchCatalogPath('/amp/p/WT06/tank/WT06-XS')).toMatchObject({ kind: 'product', amp: true });
    expect(matchCatalogPath('/amp/c/tops-21')).toMatchObject({ kind: 'category', amp: true, name: 'category-amp' });
  });

  it('leaves bare shapes and malformed paths unknown', () => {
    for (const path of ['/tops-21', '/MS01/tee-1', '/p/MS01', '/p/a/b/c/d', '/c', '/i', '/', '/amp/tops-21']) {
      expect(matchCatalogPath(path)).toEqual({ kind: 'unknown' });
    }
  });

  it('decodes segments safely', () => {
    expect(matchCatalogPath('/p/A%2FB/caf%C3%A9')).toMatchObject({ params: { parentSku: 'A/B', slug: 'café' } });
    expect(matchCatalogPath('/c/bad%E0%A4%A')).toMatchObject({ params: { slug: 'bad%E0%A4%A' } });
  });
});

describe('matchCatalogPath, short URLs', () => {
  it('reads bare shapes', () => {
    expect(matchCatalogPath('/MS01/tee-1', SHORT)).toMatchObject({ kind: 'product', params: { slug: 'tee-1' } });
    expect(matchCatalogPath('/WT06/tank/WT06-XS', SHORT)).toMatchObject({
      kind: 'product',
      params: { childSku: 'WT06-XS' },
    });
    expect(matchCatalogPath('/tops-21', SHORT)).toMatchObject({ kind: 'category', params: { slug: 'tops-21' } });
    expect(matchCatalogPath('/i/about-us', SHORT)).toMatchObject({ kind: 'cms-page' });
  });

  it('reads short AMP variants', () => {
    expect(matchCatalogPath('/amp/MS01/tee-1', SHORT)).toMatchObject({ kind: 'product', amp: true });
    expect(matchCatalogPath('/amp/tops-21', SHORT)).toMatchObject({ kind: 'category', amp: true });
  });

  it('with the dispatcher leaves bare shapes to it, but keeps prefixed and AMP shapes', () => {
    expect(matchCatalogPath('/women/women-20', DISPATCHER)).toEqual({ kind: 'unknown' });
    expect(matchCatalogPath('/women', DISPATCHER)).toEqual({ kind: 'unknown' });
    expect(matchCatalogPath('/p/MS01/tee-1', DISPATCHER)).toMatchObject({ kind: 'product' });
    expect(matchCatalogPath('/amp/MS01/tee-1', DISPATCHER)).toMatchObject({ kind: 'product', amp: true });
  });
});

describe('matchRoute', () => {
  const stores: StoreRoutingOptions = {
    multistore: true,
    mapStoreUrlsFor: ['de'],
    views: { de: { storeCode: 'de', url: '/de' } },
  };

  it('prefers named routes over short catalogue shapes', () => {
    expect(matchRoute('/legal', SHORT)).toMatchObject({ kind: 'named', route: { name: 'legal' } });
    expect(matchRoute('/my-account/orders', SHORT)).toMatchObject({ kind: 'named', route: { name: 'my-orders' } });
    expect(matchRoute('/tops-21', SHORT)).toMatchObject({ kind: 'category' });
  });

  it('removes the store prefix first', () => {
    expect(matchRoute('/de/c/tops-21', { stores })).toMatchObject({ kind: 'category', storeCode: 'de' });
    expect(matchRoute('/de/', { stores })).toMatchObject({ kind: 'named', route: { name: 'home' }, storeCode: 'de' });
  });
});
