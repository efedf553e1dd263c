import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const source = (pkg: string) => fileURLToPath(new URL(`../../packages/${pkg}/src/index.ts`, import.meta.url));

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
              groups: [
                {
                  name: 'shell',
                  test: /app[\\/](lib|layouts|features[\\/](layout|notifications))[\\/]/,
                },
              ],
            },
          },
        },
  },
}));
