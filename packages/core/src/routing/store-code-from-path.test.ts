import { describe, expect, it } from 'vitest';
import { isOtherStoreRoute } from './is-other-store-route.js';
import { localizedRoute } from './localized-route.js';
import { storeCodeFromPath } from './store-code-from-path.js';
import type { StoreRoutingOptions } from './store-routing-options.js';
import { DEFAULT_STORE_ROUTING } from './store-routing-options.js';

const enabled: StoreRoutingOptions = {
  ...DEFAULT_STORE_ROUTING,
  multistore: true,
  views: {
    de: { storeCode: 'de', url: '/de', appendStoreCode: true, disabled: false },
    it: { storeCode: 'it', url: '/it', appendStoreCode: true, disabled: true },
  },
};

describe('storeCodeFromPath', () => {
  it('recognises no prefix with multistore off', () => {
    expect(storeCodeFromPath('/de/checkout', DEFAULT_STORE_ROUTING)).toEqual({
      storeCode: '',
      prefix: '',
      path: '/de/checkout',
    });
    expect(storeCodeFromPath('/de/checkout', { ...enabled, multistore: false }).storeCode).toBe('');
  });

  it('recognises enabled views with multistore on and strips the prefix', () => {
    expect(storeCodeFromPath('/de/checkout?x=1', enabled)).toEqual({
      storeCode: 'de',
      prefix: '/de',
      path: '/checkout?x=1',
    });
    expect(storeCodeFromPath('/de', enabled).path).toBe('/');
    expect(storeCodeFromPath('/de/', enabled).path).toBe('/');
  });

  it('ignores disabled views, look-alike paths and the default store', () => {
    expect(storeCodeFromPath('/it/checkout', enabled).storeCode).toBe('');
    expect(storeCodeFromPath('/delivery', enabled)).toEqual({ storeCode: '', prefix: '', path: '/delivery' });
    expect(storeCodeFromPath('/checkout', { ...enabled, defaultStoreCode: 'en' }).storeCode).toBe('en');
  });

  it('recognises a mapped prefix, the longest first', () => {
    const mapped: StoreRoutingOptions = {
      multistore: true,
      mapStoreUrlsFor: ['eu', 'de'],
      views: { eu: { storeCode: 'eu', url: '/eu' }, de: { storeCode: 'de', url: '/eu/de' } },
    };
    expect(storeCodeFromPath('/eu/de/c/tops', mapped)).toMatchObject({ storeCode: 'de', path: '/c/tops' });
    expect(storeCodeFromPath('/eu/c/tops', mapped)).toMatchObject({ storeCode: 'eu', path: '/c/tops' });
  });

  it('reads back what localizedRoute writes', () => {
    const path = localizedRoute('/p/WT06/tank/WT06-XS', 'de', enabled);
    expect(storeCodeFromPath(path, enabled)).toMatchObject({ storeCode: 'de', path: '/p/WT06/tank/WT06-XS' });
  });
});

describe('isOtherStoreRoute', () => {
  it('is never true with multistore off', () => {
    expect(isOtherStoreRoute('/de/checkout', '', DEFAULT_STORE_ROUTING)).toBe(false);
  });

  it('is true for a route of another store view, false within the current one', () => {
    expect(isOtherStoreRoute('/de/checkout', '', enabled)).toBe(true);
    expect(isOtherStoreRoute('/de/checkout', 'de', enabled)).toBe(false);
    expect(isOtherStoreRoute('/checkout', '', enabled)).toBe(false);
  });

  it('treats unprefixed URLs as the default store', () => {
    expect(isOtherStoreRoute('/checkout', 'de', enabled)).toBe(true);
  });

  it('never loops for a current view without a prefix', () => {
    expect(isOtherStoreRoute('/checkout', 'it', enabled)).toBe(false);
  });
});
