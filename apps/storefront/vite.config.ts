import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const source = (pkg: string) => fileURLToPath(new URL(`../../packages/${pkg}/src/index.ts`, import.meta.url));

// React Router's package exports name only its development build (remix-run/react-router#14102), whose dev warnings
// cost every page about a kilobyte. The browser gets the production build the package ships beside it; both entries
// point at it so there is one router instance. The server keeps the package's own resolution.
const routerBuild = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));
const BROWSER_ROUTER = [
  { find: /^react-router$/, replacement: routerBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
];

// What every page runs at start-up: the router, the shop's layout, the header and footer, the app's own helpers, the
// button and the session's state and storage keys. One chunk for them saves a dozen small requests. Code the pages load on demand
// (submenus, panels, the session's actions and the sign-up modal) stays out, or every page would download it up front.
// The form hook stays out too: it brings the schema library, and only forms that load on demand use it.
const SHELL =
  /node_modules[\\/]react-router[\\/]|app[\\/](lib|features[\\/](layout|notifications))[\\/]|app[\\/]features[\\/]lists[\\/](use-list-count|wishlist-mirror)\.ts$|app[\\/]layouts[\\/]default-layout\.tsx$|app[\\/]ui[\\/]Button\.tsx$|[\\/]user[\\/]session-(state|storage)\.ts$/;
const ON_DEMAND =
  /[\\/](Submenu|OpenPanel|use-task-queue|use-lists|session-actions|SignupModal|catalog-client|catalog-graphql|use-schema-form|local-orders|storage-persistence|schema-text-fields|money)\.tsx?$/;
// What every page runs for the offline features at start: the online state, the badge, the going-online triggers,
// the check for stored work and the offline notice. The redirect and the procedure themselves load on demand.
const OFFLINE_SHELL =
  /app[\\/]features[\\/]offline[\\/](use-online|OfflineBadge|OfflineErrorGate|offline-redirect-notice|use-going-online|order-settings-store)\.tsx?$|core[\\/]src[\\/]offline[\\/](queued-work|offline-notice)\.ts$/;
// What every page downloads by network idle even though it runs only once the browser is idle: the header's list
// counts read the browser storage (the storage manager and its local-storage backend, not the IndexedDB one, which
// loads on demand), and the service worker is registered. React DOM, the browser entry and the root route's module (the
// session and notification providers) run on every page too, and the catalogue routes' view loader on every
// catalogue page. Apart they were seven more requests, and split code compresses worse than the same code in one
// chunk. The shell holds the entry, so its chunk is named after it (`entry.client-*.js`).
const EVERY_PAGE =
  /core[\\/]src[\\/](storage[\\/](storage-collection|persistence-guard|memory-store|storage-settings|acquire-backend|quota-eviction|local-storage-backend|stored-entry|storage-manager|lazy-backend|with-timeout|defaults|detect-browser-storage|web-storage-keys|is-quota-error|database-name)|lists[\\/]persisted-list|sync[\\/](read-envelope|sync-task-error))\.ts$|app[\\/](features[\\/]lists[\\/]use-shopper-list|lib[\\/]service-worker[\\/]sw-register)\.ts$|app[\\/](root|entry\.client|features[\\/]catalog[\\/]catalog-view)\.tsx$|node_modules[\\/](react-dom|scheduler)[\\/]/;
const inShell = (id: string) =>
  ((SHELL.test(id) || OFFLINE_SHELL.test(id)) && !ON_DEMAND.test(id)) || EVERY_PAGE.test(id);
// Modules every catalogue page (home, category, product) loads together, that automatic chunking splits apart only
// because some on-demand code (a panel, the cart, the search) imports one without the other.
const CATALOG_PAIRS = [
  { name: 'product-tile', test: /app[\\/](features[\\/]product-tile[\\/]ProductTile|ui[\\/]Price)\.tsx$/ },
];
// Small modules the product page needs at once that its view shares with the microcart, the cart, the checkout, the
// lists and the forms (prices, image addresses, the form field, the quantity stepper, the list entry it records as
// recently viewed): each was its own tiny chunk, and one chunk compresses better than five. The checkout and the
// forms download the stepper and the list entry with it (about half a kilobyte), the product page one request less.
const SHARED_HELPERS =
  /app[\\/]ui[\\/](field-aria\.ts|Field\.tsx)$|core[\\/]src[\\/](pricing[\\/]round-price|product[\\/]display-price|catalog[\\/]image-url)\.ts$/;
const PRODUCT_PARTS =
  /app[\\/]ui[\\/]QuantityStepper\.tsx$|core[\\/]src[\\/]lists[\\/](list-product|recently-viewed)\.ts$/;

// The back-office's screens (docs/back-office.md#the-screens). Only its route modules import them, so automatic
// chunking keeps them, and whatever only they use (its client and contract, the QR code library), in chunks no shop page imports;
// those chunks are named `admin-*` like the route modules, which the service worker never precaches. Not a chunk
// group: a group takes its modules' dependencies along (React, the UI kit), and every shop page would import them
// from the back-office's chunk.
const BACK_OFFICE = /app[\\/]features[\\/]admin[\\/]|core[\\/]src[\\/]admin[\\/]/;
const chunkFileNames = (chunk: { moduleIds: string[] }) =>
  chunk.moduleIds.some((id) => BACK_OFFICE.test(id)) ? 'assets/admin-[name]-[hash].js' : 'assets/[name]-[hash].js';

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [reactRouter()],
  resolve: {
    // The storefront bundles core from source so the browser only gets what it imports. The development server
    // (`npm run dev`) keeps the package's own router build on both sides: one config serves both there, and its
    // server side must share the router instance of the Express adapter.
    alias: [
      { find: /^@storefront\/core$/, replacement: source('core') },
      ...(command === 'build' && !isSsrBuild ? BROWSER_ROUTER : []),
    ],
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        chunkFileNames,
        codeSplitting: {
          groups: [
            { name: 'shell', test: inShell },
            { name: 'product-parts', test: (id: string) => SHARED_HELPERS.test(id) || PRODUCT_PARTS.test(id) },
            ...CATALOG_PAIRS,
          ],
        },
      },
    },
  },
  environments: {
    // The chunks above are for the browser. The server loads its whole bundle at start, so splitting it only adds
    // files, and a module the browser loads on demand but server code imports (the order's body, which the no-JS
    // placement builds too) would be a split the server build cannot make.
    ssr: { build: { rolldownOptions: { output: { codeSplitting: false } } } },
  },
}));
