import { afterEach, describe, expect, it, vi } from 'vitest';
import { productShouldRevalidate, recordProductFetch, releaseProductFetches } from './product-revalidation';

const url = (path: string) => new URL(path, 'http://shop.test');
const args = (from: string, to: string, extra: { formMethod?: string; defaultShouldRevalidate?: boolean } = {}) => ({
  currentUrl: url(from),
  nextUrl: url(to),
  defaultShouldRevalidate: true,
  ...extra,
});

describe('the product fetch lock in the browser', () => {
  afterEach(() => vi.useRealTimers());

  it('ignores a second fetch of the same product page within 20 s, and allows it afterwards', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    recordProductFetch('/jacket-10.html');
    expect(productShouldRevalidate(args('/jacket-10.html', '/jacket-10.html?childSku=J-S-Red'))).toBe(false);
    vi.advanceTimersByTime(19_999);
    expect(productShouldRevalidate(args('/jacket-10.html', '/jacket-10.html'))).toBe(false);
    vi.advanceTimersByTime(1);
    expect(productShouldRevalidate(args('/jacket-10.html', '/jacket-10.html'))).toBe(true);
    // That fetch took the lock again.
    expect(productShouldRevalidate(args('/jacket-10.html', '/jacket-10.html'))).toBe(false);
  });

  it('leaves other pages, other paths and form submissions to React Router', () => {
    vi.useFakeTimers({ now: 2_000_000 });
    recordProductFetch('/tee-20.html');
    expect(productShouldRevalidate(args('/tee-20.html', '/women-20'))).toBe(true);
    expect(productShouldRevalidate(args('/women-20', '/women-20?color=49'))).toBe(true);
    expect(productShouldRevalidate(args('/women-20', '/women-20?color=50'))).toBe(true);
    expect(productShouldRevalidate(args('/tee-20.html', '/tee-20.html', { formMethod: 'post' }))).toBe(true);
    expect(productShouldRevalidate(args('/tee-20.html', '/tee-20.html', { defaultShouldRevalidate: false }))).toBe(
      false,
    );
  });

  it('lets a login or logout reload a product page fetched a moment ago (prices follow the group)', () => {
    vi.useFakeTimers({ now: 3_000_000 });
    recordProductFetch('/bag-30.html');
    expect(productShouldRevalidate(args('/bag-30.html', '/bag-30.html'))).toBe(false);
    releaseProductFetches();
    // React Router may ask more than once for one revalidation: every answer is yes until the page is fetched.
    expect(productShouldRevalidate(args('/bag-30.html', '/bag-30.html'))).toBe(true);
    expect(productShouldRevalidate(args('/bag-30.html', '/bag-30.html'))).toBe(true);
    recordProductFetch('/bag-30.html');
    expect(productShouldRevalidate(args('/bag-30.html', '/bag-30.html'))).toBe(false);
  });
});
