import { createProductFetchLock } from '@storefront/core';

/** What React Router's shouldRevalidate receives, as far as the product fetch lock reads it. */
export interface RevalidationArgs {
  currentUrl: URL;
  nextUrl: URL;
  formMethod?: string;
  defaultShouldRevalidate: boolean;
}

const lock = createProductFetchLock();
const productPaths = new Set<string>();

/** The product page at `path` has just been fetched: the lock's 20 s start now. */
export function recordProductFetch(path: string): void {
  productPaths.add(path);
  lock.release(path);
  lock.tryAcquire(path);
}

/**
 * Spec point 4 "Product load" step 1 in the browser: a product page that asks for its data again (a link to itself,
 * another `?childSku=`) within 20 s of the last fetch keeps the data it has. Anything else — another page, a form
 * submission, a page that is not a product — revalidates as React Router would.
 */
export function productShouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: RevalidationArgs): boolean {
  if (!defaultShouldRevalidate) return false;
  if (formMethod && formMethod.toUpperCase() !== 'GET') return true;
  if (currentUrl.pathname !== nextUrl.pathname || !productPaths.has(nextUrl.pathname)) return true;
  return lock.tryAcquire(nextUrl.pathname);
}
