import { describe, expect, it } from 'vitest';
import {
  carriesSession,
  copyIsDue,
  mayKeepShared,
  OFFLINE_COPY_INTERVAL_MS,
  offlineMarkOf,
  pageKeeping,
  strategyFor,
  withoutRoutesParam,
} from './offline-cache-rules.js';

const origin = 'https://shop.example';
const strategy = (url: string, method = 'GET', mode = 'cors') =>
  strategyFor({ method, url: origin + url, origin, mode });
const response = (status: number, headers: Record<string, string>) => ({
  status,
  header: (name: string) => headers[name] ?? headers[name.toLowerCase()] ?? null,
});

describe('carriesSession', () => {
  it.each(['sf_at=a.b.c; other=1', 'sf_rt=xyz'])('is true for the session cookie in %j', (cookies) => {
    expect(carriesSession(cookies)).toBe(true);
  });

  it.each(['sf_cart=abc; sf_flash=x', 'xsf_at=1', undefined])('is false for %j: no session cookie', (cookies) => {
    expect(carriesSession(cookies)).toBe(false);
  });
});

describe('offlineMarkOf', () => {
  it('says never for a page whose route says so, whatever the cookies', () => {
    expect(offlineMarkOf({ never: true, cookieHeader: null })).toBe('never');
  });

  it('says copy when the request carried any of the storefront cookies, store otherwise', () => {
    for (const cookie of ['sf_at=x', 'a=1; sf_rt=y', 'sf_cart=abc', 'theme=dark; sf_flash=%7B%7D'])
      expect(offlineMarkOf({ never: false, cookieHeader: cookie })).toBe('copy');
    expect(offlineMarkOf({ never: false, cookieHeader: 'theme=dark; xsf_at=1; sf_atx=2' })).toBe('store');
    expect(offlineMarkOf({ never: false, cookieHeader: undefined })).toBe('store');
  });
});

describe('strategyFor', () => {
  it('sends documents and React Router data network first', () => {
    expect(strategy('/women/women-20', 'GET', 'navigate')).toBe('page');
    expect(strategy('/women/women-20.data?_routes=root')).toBe('data');
    expect(strategy('/_.data')).toBe('data');
  });

  it('keeps catalogue reads, route discovery and images stale-while-revalidate, and assets from the precache', () => {
    expect(strategy('/api/catalog/vue_storefront_catalog/product/_search?request=%7B%7D')).toBe('catalog');
    expect(strategy('/api/ext/cms-data/cmsPage/1')).toBe('catalog');
    expect(strategy('/__manifest?paths=%2Fa&version=1')).toBe('catalog');
    expect(strategy('/img/310/300/resize/demo/tee.jpg')).toBe('image');
    expect(strategy('/assets/shell-abc.js')).toBe('asset');
  });

  it('never keeps the shopper’s API answers, writes or other origins', () => {
    for (const url of ['/api/cart/pull?token=t', '/api/order', '/api/user/me?token=t', '/api/stock/check?sku=1'])
      expect(strategy(url)).toBe('network');
    expect(strategy('/api/catalog/vue_storefront_catalog/product/_search', 'POST')).toBe('network');
    expect(strategyFor({ method: 'GET', url: 'https://cdn.example/img/a.jpg', origin, mode: 'no-cors' })).toBe(
      'network',
    );
    expect(strategyFor({ method: 'GET', url: 'not a url', origin, mode: 'cors' })).toBe('network');
  });

  it('leaves the back-office, its data and its chunks to the network', () => {
    expect(strategy('/admin', 'GET', 'navigate')).toBe('network');
    expect(strategy('/admin/orders/000000001', 'GET', 'navigate')).toBe('network');
    expect(strategy('/admin/reviews.data')).toBe('network');
    expect(strategy('/admin.data')).toBe('network');
    expect(strategy('/assets/admin-orders-abc.js')).toBe('network');
    expect(strategy('/administrator-guide', 'GET', 'navigate')).toBe('page');
    expect(strategy('/assets/administer-abc.js')).toBe('asset');
  });
});

describe('pageKeeping', () => {
  it('follows the server mark on successful answers only', () => {
    expect(pageKeeping(response(200, { 'X-Storefront-Offline': 'store' }))).toBe('store');
    expect(pageKeeping(response(200, { 'X-Storefront-Offline': 'copy', 'Cache-Control': 'private, no-store' }))).toBe(
      'copy',
    );
    expect(pageKeeping(response(200, { 'X-Storefront-Offline': 'never' }))).toBe('never');
    expect(pageKeeping(response(404, { 'X-Storefront-Offline': 'store' }))).toBe('never');
    expect(pageKeeping(response(200, {}))).toBe('never');
  });

  it('never keeps a no-store answer even when marked store', () => {
    expect(pageKeeping(response(200, { 'X-Storefront-Offline': 'store', 'Cache-Control': 'no-cache, no-store' }))).toBe(
      'never',
    );
  });
});

describe('mayKeepShared', () => {
  it('keeps public successful answers only', () => {
    expect(mayKeepShared(response(200, { 'Cache-Control': 'public, max-age=60' }))).toBe(true);
    expect(mayKeepShared(response(200, {}))).toBe(true);
    expect(mayKeepShared(response(200, { 'Cache-Control': 'private, max-age=60' }))).toBe(false);
    expect(mayKeepShared(response(200, { 'Cache-Control': 'no-store' }))).toBe(false);
    expect(mayKeepShared(response(500, {}))).toBe(false);
  });
});

describe('withoutRoutesParam and copyIsDue', () => {
  it('drops only the _routes parameter', () => {
    expect(withoutRoutesParam('https://s.example/a.data?_routes=root%2Cx&q=1')).toBe('https://s.example/a.data?q=1');
    expect(withoutRoutesParam('https://s.example/a.data')).toBe('https://s.example/a.data');
  });

  it('lets a URL be copied again only after the interval', () => {
    expect(copyIsDue(undefined, 5)).toBe(true);
    expect(copyIsDue(1000, 1000 + OFFLINE_COPY_INTERVAL_MS - 1)).toBe(false);
    expect(copyIsDue(1000, 1000 + OFFLINE_COPY_INTERVAL_MS)).toBe(true);
  });
});
