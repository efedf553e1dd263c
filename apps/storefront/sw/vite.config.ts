import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The service worker's bundle, built after `react-router build` into its client output: the precache list is the
// client build itself, so it always names the current hashed assets.
const clientDir = fileURLToPath(new URL('../build/client', import.meta.url));
const WORKER = 'service-worker.js';

function clientFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry.startsWith('.') ? [] : clientFiles(path);
    return [relative(clientDir, path).split(sep).join('/')];
  });
}

const files = clientFiles(clientDir)
  .filter((file) => file !== WORKER && !file.endsWith('.map'))
  .sort();
const buildId = createHash('sha256');
for (const file of files)
  buildId
    .update(file)
    .update('\0')
    .update(readFileSync(join(clientDir, file)))
    .update('\0');

// The manifest is rendered from the shop's configuration by the server, not a file of the build. The back-office's
// chunks (`assets/admin-*`) are never precached: shoppers never download them (docs/back-office.md#the-screens).
const precache = [
  ...files.filter((file) => !/^assets\/admin[-.]/.test(file)).map((file) => `/${file}`),
  '/manifest.webmanifest',
];

export default defineConfig({
  configFile: false,
  publicDir: false,
  resolve: {
    alias: [
      {
        find: '@storefront/core',
        replacement: fileURLToPath(new URL('../../../packages/core/src/index.ts', import.meta.url)),
      },
    ],
  },
  define: {
    __PRECACHE_URLS__: JSON.stringify(precache),
    __BUILD_ID__: JSON.stringify(buildId.digest('hex').slice(0, 16)),
  },
  build: {
    outDir: clientDir,
    emptyOutDir: false,
    copyPublicDir: false,
    target: 'es2022',
    minify: true,
    lib: {
      entry: fileURLToPath(new URL('./service-worker.ts', import.meta.url)),
      formats: ['iife'],
      name: 'storefrontServiceWorker',
      fileName: () => WORKER,
    },
  },
});
