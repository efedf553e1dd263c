/** Texts of docs/behaviour.md#routes-and-urls, docs/behaviour.md#notifications that screens and notifications show. */
export const SCREEN_MESSAGES = [
  // docs/behaviour.md#routes-and-urls
  'You need to be logged in to see this page',
  'Parking - Available Spots',
  'No products found!',
  'Please change Your search criteria and try again. If still not finding anything relevant, please visit the Home page and try out some of our bestsellers!',
  'Similar products',
  'Check available sizes',
  'N/A',
  'Sale',
  'New',
  'Proceed to checkout',
  '404 Page Not Found',
  'Internal Server Error 500',
  // docs/behaviour.md#going-online
  'Order waiting!',
  'Click here to confirm the order that you made offline.',
  'Processing order...',
  // docs/behaviour.md#entities: built-in payment method titles
  'Cash on delivery',
  'Paypal',
  // Sort labels of products.sortByAttributes
  'Latest',
  'Price low to high',
  'Price high to low',
  // docs/behaviour.md#search: the search page and the overlay
  'Relevance',
  'Search results',
  '1 result for “{query}”',
  '{count} results for “{query}”',
  'See all results',
  'Search results for “{query}”',
] as const;
