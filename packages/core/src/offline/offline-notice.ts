/** Spec point 8: what a shopper is told when a page's data is not available offline; they are then sent home. */
export const OFFLINE_PAGE_MESSAGE =
  'The product, category or CMS page is not available in Offline mode. Redirecting to Home.';

/** Decision 6 of issue 11: the sessionStorage key that hands the offline notice to the next page ('1' when set). */
export const OFFLINE_REDIRECT_FLAG = 'storefront:offline-redirect';
