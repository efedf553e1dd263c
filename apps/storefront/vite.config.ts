import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const source = (pkg: string) => fileURLToPath(new URL(`../../packages/${pkg}/src/index.ts`, import.meta.url));

// What every page runs at start-up: the router, the layout, the header and footer, the app's own helpers and the
// session's state and storage keys. One chunk for them saves a dozen small requests. Code the pages load on demand or
// when idle (submenus, panels, the shopper's lists and their storage, the session's actions and the sign-up modal)
// stays out, or every page would download it up front.
const SHELL =
  /node_modules[\\/]react-router[\\/]|app[\\/](lib|layouts|features[\\/](layout|notifications))[\\/]|[\\/]user[\\/]session-(state|storage)\.ts$/;
const ON_DEMAND =
  /[\\/](Submenu|OpenPanel|use-shopper-list|use-task-queue|browser-storage|use-lists|session-actions|SignupModal|catalog-client)\.tsx?$/;
const inShell = (id: string) => SHELL.test(id) && !ON_DEMAND.test(id);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  resolve: {
    // The storefront bundles core from source so the browser only gets what it imports.
    alias: { '@storefront/core': source('core') },
  },
  build: {
    target: 'es2022',
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [{ name: 'shell', test: inShell }],
            },
          },
        },
  },
}));
