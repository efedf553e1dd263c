import { describe, expect, it } from 'vitest';
import { isOfflineDataError, storeHomePath } from './offline-navigation.js';

describe('isOfflineDataError', () => {
  const offline = false;
  it('is never true online, whatever the error', () => {
    expect(isOfflineDataError(new TypeError('Failed to fetch'), true)).toBe(false);
    expect(isOfflineDataError({ status: 503 }, true)).toBe(false);
    expect(isOfflineDataError(new Error('CMS query returned empty result'), true)).toBe(false);
  });

  it("is true offline for each browser's network failure, a failed module import included", () => {
    for (const message of [
      'Failed to fetch',
      'NetworkError when attempting to fetch resource.',
      'Load failed',
      'The network connection was lost.',
      'Failed to fetch dynamically imported module: /assets/product-abc.js',
    ])
      expect(isOfflineDataError(new TypeError(message), offline)).toBe(true);
  });

  it('is false offline for an error thrown while rendering', () => {
    expect(isOfflineDataError(new TypeError("Cannot read properties of undefined (reading 'sku')"), offline)).toBe(
      false,
    );
    expect(isOfflineDataError(new RangeError('Invalid time value'), offline)).toBe(false);
    expect(isOfflineDataError(undefined, offline)).toBe(false);
    expect(isOfflineDataError(null, offline)).toBe(false);
  });

  it("is true offline for a gateway answer (the worker's failed .data) but not for a server's 404 or 400", () => {
    expect(isOfflineDataError({ status: 503, statusText: 'Service Unavailable', data: '' }, offline)).toBe(true);
    expect(isOfflineDataError({ status: 504 }, offline)).toBe(true);
    expect(isOfflineDataError({ status: 0 }, offline)).toBe(true);
    expect(isOfflineDataError({ status: 404, data: 'Not Found' }, offline)).toBe(false);
    expect(isOfflineDataError({ status: 400 }, offline)).toBe(false);
    expect(isOfflineDataError(new Error('503 Service Unavailable'), offline)).toBe(true);
    expect(isOfflineDataError(new Error('404 Not Found'), offline)).toBe(false);
  });

  it("is true offline for VSF's wording of an empty result, in an Error or a route error's data", () => {
    expect(isOfflineDataError(new Error('Product query returned empty result'), offline)).toBe(true);
    expect(isOfflineDataError({ status: 404, data: { message: 'x' } }, offline)).toBe(false);
    expect(isOfflineDataError({ status: 404, data: 'CMS query returned empty result' }, offline)).toBe(true);
    expect(isOfflineDataError({ status: 404, data: { message: 'CMS query returned empty result' } }, offline)).toBe(
      true,
    );
  });
});

describe('storeHomePath', () => {
  it("is '/' for the default store and the prefix with a slash for a store view", () => {
    expect(storeHomePath('')).toBe('/');
    expect(storeHomePath('/de')).toBe('/de/');
    expect(storeHomePath('/eu/de/')).toBe('/eu/de/');
  });
});
