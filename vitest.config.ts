import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (pkg: string) => fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

/**
 * The PostgreSQL pass (`TEST_DATABASE=postgres`, `npm run test:pg`) reruns only the test files whose database follows
 * that variable: those opening it through test-support (`test-database`, the `start-*-api` helpers) or passing the
 * variable on to child processes. Every other file would repeat the SQLite pass exactly: pure functions, SQLite by
 * nature, or both engines already (`sqlTestEngines`).
 */
function engineDependentTests(): string[] {
  const root = fileURLToPath(new URL('.', import.meta.url));
  const follows = /test-support\/(test-database|start-[\w-]+)(\.js)?'|TEST_DATABASE/;
  return readdirSync(join(root, 'packages/api/src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `packages/api/src/${file}`)
    .filter((file) => follows.test(readFileSync(join(root, file), 'utf8')));
}

const postgresPass = process.env.TEST_DATABASE === 'postgres';

export default defineConfig({
  resolve: {
    // Tests run against the TypeScript sources, so no build is needed before `vitest`.
    alias: [
      // The route table (apps/storefront/app/routes.ts) takes the core's routing entry point alone.
      {
        find: '@storefront/core/routing',
        replacement: fileURLToPath(new URL('./packages/core/src/routing/index.ts', import.meta.url)),
      },
      { find: '@storefront/core', replacement: src('core') },
      { find: '@storefront/demo-data', replacement: src('demo-data') },
      { find: '@storefront/api', replacement: src('api') },
      // Node loads graphql's CommonJS build for graphql-yoga and for our code alike; Vite would give our code the
      // package's `module` build, a second graphql whose errors and types the first does not recognise.
      { find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') },
    ],
  },
  test: {
    // A throwaway PostgreSQL cluster for the tests that run on both engines (skipped when it is not installed).
    globalSetup: ['packages/api/src/test-support/postgres-global-setup.ts'],
    // The servers' loggers stay quiet unless a run asks for them (`LOG_LEVEL=debug npx vitest run ...`).
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
    // A limit for a test that hangs, not a measure of speed: on a loaded CI machine tests that seed a catalogue or
    // load many modules took 7-20 s (seeding the demo 7.5 s, the cluster's first config read 15.6 s, then 20 s).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The packages' builds are plain JavaScript for Node (the scripts load them, as `npm start` does): Node loads them
    // as they are. Through Vite's transform, the core's 367 files took 4 s on a quiet machine and 15-20 s on a busy
    // one the first time a script's test loaded them.
    server: { deps: { external: [/\/packages\/[^/]+\/dist\//] } },
    // Vitest's default is one file at a time on a 2-core machine (cores minus one). Many files here spend their time
    // waiting on child processes, PostgreSQL, Redis, SMTP or sockets, and no file shares a port, a directory or a
    // database with another, so a second file fills that wait.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: postgresPass
            ? engineDependentTests()
            : ['packages/*/src/**/*.test.ts', 'apps/storefront/server/**/*.test.ts', 'scripts/**/*.test.mjs'],
          // These files share no module state that a test leaves changed (each opens its own database, server and
          // port, and restores what it stubs), so a worker keeps the modules it loaded for the next file: loading the
          // API again for every file was half of this pass's time.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'storefront',
          // The components' tests replace modules (vi.mock) and render into a DOM of their own: a fresh module graph
          // per file.
          include: postgresPass ? [] : ['apps/storefront/app/**/*.test.{ts,tsx}'],
          // Worker threads, not processes: each file's fresh module graph and DOM cost about a fifth less CPU there
          // (measured on 2026-12-05: 59 files, 91 CPU-seconds instead of 116; the server project gained nothing).
          pool: 'threads',
        },
      },
    ],
  },
});
