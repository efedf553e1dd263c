/** Route names of docs/behaviour.md#routes-and-urls that share the generic static page. */
export const STATIC_PAGE_ROUTES = [
  'legal',
  'privacy',
  'magazine',
  'sale',
  'order-tracking',
  'about-us',
  'job-openings',
  'customer-service',
  'store-locator',
  'size-guide',
  'gift-card',
  'delivery',
  'returns',
  'order-from-catalog',
  'contact',
] as const;

export type StaticPageRoute = (typeof STATIC_PAGE_ROUTES)[number];

/** Route name → English title, which is also the translation key of the title. */
export const STATIC_PAGE_TITLES = {
  legal: 'Legal notice',
  privacy: 'Privacy policy',
  magazine: 'Magazine',
  sale: 'Sale',
  'order-tracking': 'Order tracking',
  'about-us': 'About us',
  'job-openings': 'Job openings',
  'customer-service': 'Customer service',
  'store-locator': 'Store locator',
  'size-guide': 'Size guide',
  'gift-card': 'Gift card',
  delivery: 'Delivery',
  returns: 'Returns',
  'order-from-catalog': 'Order from catalog',
  contact: 'Contact us',
} as const satisfies Readonly<Record<StaticPageRoute, string>>;
