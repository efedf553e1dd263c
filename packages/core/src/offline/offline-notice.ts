/** docs/behaviour.md#pages-not-available-offline: what a shopper is told when a page's data is not available offline; they are then sent home. */
export const OFFLINE_PAGE_MESSAGE =
  'The product, category or CMS page is not available in Offline mode. Redirecting to Home.';

/** docs/behaviour.md#pages-not-available-offline: the sessionStorage key that hands the offline notice to the next page ('1' when set). */
export const OFFLINE_REDIRECT_FLAG = 'storefront:offline-redirect';
