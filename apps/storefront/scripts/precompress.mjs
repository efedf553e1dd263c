// Runs last in the storefront's build: writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each hashed asset in
// build/client/assets, which the server sends as they are (express-static-gzip, see server/offline-files.ts) instead of
// compressing the same file again for every request. Built once, each copy can take the slow, small encodings: Brotli
// at quality 11, and Zopfli's gzip for the large chunks (the shell every page loads is about 4 KB smaller than the
// gzip a request got before). Runs after the service worker's build, so its precache list names no `.br` or `.gz`.
// docs/deployment.md#compression
import { gzipAsync } from '@gfx/zopfli';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const assetsDir = fileURLToPath(new URL('../build/client/assets', import.meta.url));
/** Text a browser downloads; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
/** Below this size the encoding's own overhead eats the gain (the same floor as the server's compression). */
const SMALLEST = 256;
/** Zopfli costs about a second per 200 KB here: it is spent on the large chunks, where its 3-4 % are kilobytes. */
const ZOPFLI_FROM = 32 * 1024;

const brotli = promisify(brotliCompress);
const gzipFast = promisify(gzip);

async function compress(file) {
  const path = join(assetsDir, file);
  const content = readFileSync(path);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    content.length >= ZOPFLI_FROM ? gzipAsync(content, { numiterations: 15 }) : gzipFast(content, { level: 9 }),
  ]);
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gz);
  return { raw: content.length, br: br.length, gz: gz.length };
}

const started = Date.now();
const files = readdirSync(assetsDir).filter(
  (file) => COMPRESSIBLE.test(file) && statSync(join(assetsDir, file)).size >= SMALLEST,
);
const totals = { raw: 0, br: 0, gz: 0 };
// Brotli runs on libuv's thread pool while Zopfli keeps this thread busy: a few files at a time fill both.
const queue = [...files];
await Promise.all(
  Array.from({ length: 4 }, async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const sizes = await compress(file);
      totals.raw += sizes.raw;
      totals.br += sizes.br;
      totals.gz += sizes.gz;
    }
  }),
);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `Precompressed ${files.length} assets in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
    `${kb(totals.raw)} -> ${kb(totals.br)} brotli, ${kb(totals.gz)} gzip`,
);
