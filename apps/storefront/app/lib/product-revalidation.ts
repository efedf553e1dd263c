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
/** Pages a session change reloads; React Router may ask shouldRevalidate more than once for one revalidation. */
const reloading = new Set<string>();

/** The product page at `path` has just been fetched: the lock's 20 s start now. */
export function recordProductFetch(path: string): void {
  reloading.delete(path);
  productPaths.add(path);
  lock.release(path);
  lock.tryAcquire(path);
}

/**
 * docs/behaviour.md#user-session: products reload on login and logout (their prices follow the customer's group), so a
 * session change lets the next revalidation fetch the product pages again, until the fetched page is shown.
 */
export function releaseProductFetches(): void {
  for (const path of productPaths) reloading.add(path);
}

/**
 * docs/behaviour.md#product-load step 1 in the browser: a product page that asks for its data again (a link to itself,
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
  if (reloading.has(nextUrl.pathname)) return true;
  return lock.tryAcquire(nextUrl.pathname);
}
