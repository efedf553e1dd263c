import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { LongestFirst } from './apps/storefront/e2e/support/longest-first.ts';

/**
 * Files whose assertions hold a timing that a second file's load on the same two cores could break: they run one at
 * a time, after the others.
 */
const ALONE = [
  // Two tabs see each other's cart change within 2.5 s (the spec's "within a second" plus slack).
  'cart-microcart',
  // The API gives up on the payment provider after two seconds, so 'Never answer' turns into its message in time.
  'checkout-payment',
  // Access tokens live two seconds: a slow login would outlive one before the test means it to.
  'session-refresh',
  // Three storefront processes, two PostgreSQL servers, Redis and nginx under a steady load of its own: a two-second
  // claim lease, windows of 1.5-2 s while a service is down, and a kill that must land on requests in flight. It would
  // also slow every other file down.
  'topology-faults',
].map((name) => `apps/storefront/e2e/${name}.e2e.ts`);

/**
 * The files where the storefront's own server meets the database and Redis with code no API test runs (its sessions
 * and accounts, the server cart of the no-JS forms, the output cache in memory and in Redis, the shops of the tests,
 * and the back-office's writes reaching a second process of the shop, the only flows that file runs there): `npm test`
 * runs them a second time on PostgreSQL and Redis (`E2E_POSTGRES_CORE=1`), in the same run and pool as the others, so
 * that pass fills the cores instead of following the suite on its own. The offline orders are not among them: what
 * they ask of the database (an order placed exactly once) is the API's, whose tests run on PostgreSQL too (`npm run
 * test:pg`), and the browser's side does not depend on the engine (docs/adr/0043-the-postgresql-end-to-end-files.md).
 * `npm run test:e2e:pg` runs every file there instead.
 */
const POSTGRES_CORE = [
  'test-shops',
  'output-cache',
  'output-cache-redis',
  'checkout-account',
  'cart-server-sync',
  'back-office',
].map((name) => `apps/storefront/e2e/${name}.e2e.ts`);

/**
 * Files at once in the main pool: three on the 2-core machines `npm test` runs on, where two left a third of the
 * cores idle while files waited on pages and servers. `E2E_WORKERS` sets another number.
 */
const WORKERS = Number(process.env.E2E_WORKERS || 3);

const shared = {
  resolve: {
    alias: { '@storefront/core': fileURLToPath(new URL('./packages/core/src/index.ts', import.meta.url)) },
  },
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A poll waits on what the shopper sees (a price after a login, a line after a click): on a loaded machine that
    // takes longer than Vitest's default of one second. A poll that checks a limit of the spec names its own timeout.
    expect: { poll: { timeout: 10_000 } },
    // A failed test prints what its open pages were doing (requests in flight, last errors).
    setupFiles: ['apps/storefront/e2e/support/report-on-failure.ts'],
  },
};

/** End-to-end tests: the built storefront server in a real process, driven through Debian's Chromium. */
export default defineConfig({
  ...shared,
  test: {
    // Once for both projects: the seeded data directories are shared by all files (see data-dir-template.ts).
    globalSetup: ['apps/storefront/e2e/support/global-setup.ts'],
    // The longest files first, across the projects (support/longest-first.ts).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        ...shared,
        test: {
          ...shared.test,
          name: 'e2e',
          include: ['apps/storefront/e2e/**/*.e2e.ts'],
          exclude: ALONE,
          // Each file has its own server (a free port, a data directory of its own) and its own browser, so files
          // run side by side: a file spends much of its time waiting on the network and on idle pages, which the
          // other files' work fills (docs/testing.md#what-a-run-costs). The cluster and the graceful shutdown run
          // here too: they wait on what they can see (a refused connection, a process listening), never on a fixed
          // time.
          maxWorkers: WORKERS,
          // A worker keeps playwright-core and the support modules loaded from file to file (each file still starts
          // its own server and browser, and the support modules keep no state a file depends on).
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      ...(process.env.E2E_POSTGRES_CORE === '1'
        ? [
            {
              ...shared,
              test: {
                ...shared.test,
                name: 'e2e-postgres',
                include: POSTGRES_CORE,
                // The workers' own variable: their shops get a PostgreSQL database and a Redis each (shop-services.ts).
                // At the desktop width alone: the SQLite pass checks both, and a database answers alike at any width
                // (support/browser.ts viewports()). A file may keep here only its flows that cross the engine in a way
                // no API test does (E2E_ENGINE_FLOWS_ONLY, back-office.e2e.ts; ADR 0043).
                env: { TEST_DATABASE: 'postgres', E2E_WIDTHS: '1280', E2E_ENGINE_FLOWS_ONLY: '1' },
                // The same pool as the SQLite files (same group order and worker count).
                maxWorkers: WORKERS,
                isolate: false,
                sequence: { groupOrder: 0 },
              },
            },
          ]
        : []),
      {
        ...shared,
        test: {
          ...shared.test,
          name: 'e2e-alone',
          include: ALONE,
          fileParallelism: false,
          // One worker for the four files, as in the main pool, rather than a new process and a fresh import of the
          // support modules for each.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
