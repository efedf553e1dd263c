import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const repoRoot = join(appDir, '..', '..');

export interface SecondDeployment {
  /** For `startStorefront`'s environment: the server serves this build instead of apps/storefront/build. */
  buildDir: string;
  /** The first build's route module of `routeId` ('/assets/…'), which the second build no longer has. */
  oldModule: string;
  newModule: string;
  oldVersion: string;
  newVersion: string;
  remove(): void;
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const reversed = (text: string) => [...text].reverse().join('');

/**
 * The build keeps a Brotli and a gzip copy beside each asset (scripts/precompress.mjs) and the server prefers them: a
 * file changed here gets fresh copies, or a browser would still be sent the first build's bytes.
 */
function writeAsset(path: string, text: string): void {
  writeFileSync(path, text);
  for (const [suffix, compress] of [
    ['.br', brotliCompressSync],
    ['.gz', gzipSync],
  ] as const) {
    rmSync(path + suffix, { force: true });
    writeFileSync(path + suffix, compress(Buffer.from(text)));
  }
}

function moveAsset(from: string, to: string): void {
  renameSync(from, to);
  for (const suffix of ['.br', '.gz']) rmSync(from + suffix, { force: true });
  writeAsset(to, readFileSync(to, 'utf8'));
}

/**
 * A new deployment of the built shop, as the next build would be: a copy of the build whose route module of
 * `routeId`, manifest version and worker have new names and contents, and beside it the first build's assets kept as
 * `sw/keep-previous-assets.mjs` keeps them. Inside node_modules/.cache so the server build still resolves its packages.
 */
export function prepareSecondDeployment(routeId: string): SecondDeployment {
  const root = join(repoRoot, 'node_modules', '.cache', 'storefront-e2e', `deployment-${process.pid}-${Date.now()}`);
  const buildDir = join(root, 'build');
  cpSync(join(appDir, 'build'), buildDir, { recursive: true });
  mkdirSync(join(root, 'previous-assets'), { recursive: true });
  cpSync(join(appDir, 'build', 'client', 'assets'), join(root, 'previous-assets', 'assets'), { recursive: true });

  const assets = join(buildDir, 'client', 'assets');
  const manifestFile = readdirSync(assets).find((file) => /^manifest-\w+\.js$/.test(file))!;
  const oldVersion = /^manifest-(\w+)\.js$/.exec(manifestFile)![1]!;
  const manifest = JSON.parse(
    readFileSync(join(assets, manifestFile), 'utf8')
      .replace(/^window\.__reactRouterManifest=/, '')
      .replace(/;\s*$/, ''),
  ) as { routes: Record<string, { module: string }> };
  const oldModule = manifest.routes[routeId]!.module;
  const newModule = oldModule.replace(/\.js$/, '-next.js');
  const newVersion = reversed(oldVersion);
  const worker = readFileSync(join(buildDir, 'client', 'service-worker.js'), 'utf8');
  const oldBuildId = /storefront-precache-([0-9a-f]{16})/.exec(worker)?.[1] ?? /"([0-9a-f]{16})"/.exec(worker)![1]!;

  const replacements: Array<[string, string]> = [
    [basename(oldModule), basename(newModule)],
    [oldVersion, newVersion],
    [oldBuildId, reversed(oldBuildId)],
  ];
  for (const file of files(buildDir).filter((path) => path.endsWith('.js'))) {
    const text = readFileSync(file, 'utf8');
    const next = replacements.reduce((acc, [from, to]) => acc.split(from).join(to), text);
    if (next !== text) writeAsset(file, next);
  }
  moveAsset(join(assets, basename(oldModule)), join(assets, basename(newModule)));
  moveAsset(join(assets, manifestFile), join(assets, `manifest-${newVersion}.js`));
  return {
    buildDir,
    oldModule,
    newModule,
    oldVersion,
    newVersion,
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
