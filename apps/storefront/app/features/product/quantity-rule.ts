// The quantity rule on its own, so the page loads it with the first edit rather than with the page.
export { validateQuantity } from '@storefront/core';
