import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** End-to-end tests: the built storefront server in a real process, driven through Debian's Chromium. */
export default defineConfig({
  resolve: {
    alias: { '@storefront/core': fileURLToPath(new URL('./packages/core/src/index.ts', import.meta.url)) },
  },
  test: {
    include: ['apps/storefront/e2e/**/*.e2e.ts'],
    globalSetup: ['apps/storefront/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One server and one browser per file; files run one after another on a 2-core machine.
    fileParallelism: false,
  },
});
