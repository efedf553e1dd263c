import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (pkg: string) => fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

export default defineConfig({
  resolve: {
    // Tests run against the TypeScript sources, so no build is needed before `vitest`.
    alias: {
      '@storefront/core': src('core'),
      '@storefront/demo-data': src('demo-data'),
      '@storefront/api': src('api'),
    },
  },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/storefront/app/**/*.test.{ts,tsx}',
      'apps/storefront/server/**/*.test.ts',
      'scripts/**/*.test.mjs',
    ],
    // A throwaway PostgreSQL cluster for the tests that run on both engines (skipped when it is not installed).
    globalSetup: ['packages/api/src/test-support/postgres-global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
