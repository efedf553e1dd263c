import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import {
  catalogRoutes,
  DEFAULT_STORE_ROUTING,
  namedRoutes,
  type AccountSection,
  type RouteLayout,
} from '@storefront/core/routing';

/** The page module of each screen of the core route table (see docs/behaviour.md#routes-and-urls). */
const SCREENS: Record<string, string> = {
  home: 'routes/home.tsx',
  checkout: 'routes/checkout.tsx',
  static: 'routes/static-page.tsx',
  'my-account': 'routes/my-account.tsx',
  compare: 'routes/compare.tsx',
  'page-not-found': 'routes/page-not-found.tsx',
  'product-search-panel': 'routes/search.tsx',
  'spot-listing': 'routes/spot-listing.tsx',
  error: 'routes/error-page.tsx',
  'custom-cms-page': 'routes/custom-cms-page.tsx',
  'cms-block-demo': 'routes/cms-block-demo.tsx',
  'cms-page': 'routes/cms-page-sync.tsx',
  'append-prepend': 'routes/append-prepend.tsx',
  'no-js': 'routes/no-js.tsx',
  'create-password': 'routes/create-password.tsx',
  cart: 'routes/cart.tsx',
  'checkout-thank-you': 'routes/checkout-thank-you.tsx',
  booking: 'routes/booking.tsx',
};

/** The account screens share the 'my-account' screen of the route table; each section has its own page module. */
const ACCOUNT_SCREENS: Record<AccountSection, string> = {
  profile: 'routes/my-account.tsx',
  'shipping-details': 'routes/my-account-shipping-details.tsx',
  newsletter: 'routes/my-account-newsletter.tsx',
  orders: 'routes/my-account-orders.tsx',
  order: 'routes/my-account-order.tsx',
  bookings: 'routes/my-account-bookings.tsx',
  'recently-viewed': 'routes/my-account-recently-viewed.tsx',
};

const CATALOG_SCREENS = {
  product: 'routes/product.tsx',
  category: 'routes/category.tsx',
  'cms-page': 'routes/cms-page.tsx',
} as const;

const AMP_SCREENS = { product: 'routes/product-amp.tsx', category: 'routes/category-amp.tsx' } as const;

const LAYOUTS: Record<RouteLayout, string> = {
  default: 'layouts/default-layout.tsx',
  minimal: 'layouts/minimal-layout.tsx',
  empty: 'layouts/empty-layout.tsx',
};

/**
 * Every page route for one store prefix ('' for the default store). Route ids carry the store code, like VSF's route
 * names (`de-checkout`). Catalogue routes are registered in both the prefixed and the short shapes: links follow the
 * configured switch, and the catch-all resolves short URLs and url_paths (resolveUnknownUrl).
 */
function pages(storeCode: string): Record<RouteLayout, RouteConfigEntry[]> {
  const id = (name: string) => (storeCode ? `${storeCode}-${name}` : name);
  const byLayout: Record<RouteLayout, RouteConfigEntry[]> = { default: [], minimal: [], empty: [] };
  for (const named of namedRoutes) {
    if (named.screen === 'raw-output') continue;
    const file = named.accountSection ? ACCOUNT_SCREENS[named.accountSection] : SCREENS[named.screen];
    if (!file) throw new Error(`No page module for screen ${named.screen}`);
    [named.path, ...named.aliases].forEach((path, i) =>
      byLayout[named.layout].push(
        route(path.replace(/^\//, ''), file, { id: id(i ? `${named.name}-${i}` : named.name) }),
      ),
    );
  }
  const seen = new Set<string>();
  for (const catalog of [
    ...catalogRoutes({ useShortCatalogUrls: false }),
    ...catalogRoutes({ useShortCatalogUrls: true }),
  ]) {
    // Short product and category shapes are single dynamic segments: the catch-all handles them.
    if (
      !catalog.path.startsWith('/p/') &&
      !catalog.path.startsWith('/c/') &&
      !catalog.path.startsWith('/i/') &&
      !catalog.amp
    )
      continue;
    if (seen.has(catalog.path)) continue;
    seen.add(catalog.path);
    const name = `${catalog.kind}${catalog.amp ? '-amp' : ''}:${catalog.path}`;
    const file = catalog.amp ? AMP_SCREENS[catalog.kind as 'product' | 'category'] : CATALOG_SCREENS[catalog.kind];
    byLayout[catalog.layout].push(route(catalog.path.replace(/^\//, ''), file, { id: id(name) }));
  }
  byLayout.default.push(route('*', 'routes/catalog-dispatcher.tsx', { id: id('catalog-dispatcher') }));
  return byLayout;
}

function storeRoutes(storeCode: string): RouteConfigEntry[] {
  const byLayout = pages(storeCode);
  const id = (name: string) => (storeCode ? `${storeCode}-${name}` : name);
  return (Object.keys(byLayout) as RouteLayout[]).map((name) => ({
    ...layout(LAYOUTS[name], byLayout[name]),
    id: id(`layout-${name}`),
  }));
}

/**
 * The back-office (docs/back-office.md#the-screens): its own route modules, which no shop route imports, so their
 * chunks (`assets/admin-*`) load only under `/admin`.
 */
const adminRoutes = route('admin', 'routes/admin.tsx', { id: 'admin' }, [
  index('routes/admin-orders.tsx', { id: 'admin-orders' }),
  route('orders/:number', 'routes/admin-order.tsx', { id: 'admin-order' }),
  route('reviews', 'routes/admin-reviews.tsx', { id: 'admin-reviews' }),
  route('customers', 'routes/admin-customers.tsx', { id: 'admin-customers' }),
  route('customers/:id', 'routes/admin-customer.tsx', { id: 'admin-customer' }),
  route('mail', 'routes/admin-mail.tsx', { id: 'admin-mail' }),
  route('spots', 'routes/admin-spots.tsx', { id: 'admin-spots' }),
  route('spots/:sku', 'routes/admin-spot.tsx', { id: 'admin-spot' }),
  route('products', 'routes/admin-products.tsx', { id: 'admin-products' }),
  route('products/:sku', 'routes/admin-product.tsx', { id: 'admin-product' }),
  route('categories', 'routes/admin-categories.tsx', { id: 'admin-categories' }),
  route('cms', 'routes/admin-cms.tsx', { id: 'admin-cms' }),
  route('cms/:kind/:id', 'routes/admin-cms-edit.tsx', { id: 'admin-cms-edit' }),
  route('coupons', 'routes/admin-coupons.tsx', { id: 'admin-coupons' }),
  route('webhooks', 'routes/admin-webhooks.tsx', { id: 'admin-webhooks' }),
  route('audit', 'routes/admin-audit.tsx', { id: 'admin-audit' }),
  route('users', 'routes/admin-users.tsx', { id: 'admin-users' }),
  route('account', 'routes/admin-account.tsx', { id: 'admin-account' }),
]);

export default [
  adminRoutes,
  route('raw-output-example.xml', 'routes/raw-output-example.ts', { id: 'raw-output-example' }),
  route('sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap' }),
  route('sitemaps/:file', 'routes/sitemap.ts', { id: 'sitemap-parts' }),
  route('menu/:id', 'routes/menu.ts', { id: 'menu' }),
  ...storeRoutes(''),
  // Store views are switched on by configuration at run time; their prefixed routes exist and 404 while disabled.
  ...DEFAULT_STORE_ROUTING.mapStoreUrlsFor.flatMap((code) => prefix(code, storeRoutes(code))),
] satisfies RouteConfig;
