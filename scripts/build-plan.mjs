// Decides which build steps `npm start` can skip: a step runs again when its outputs are missing or when the
// content of any of its inputs differs from the last successful build. Plain Node with no dependencies, because
// it runs before `npm install` has.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/** Directories that are outputs, dependencies or tests, never inputs of a build. */
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'build',
  '.react-router',
  'e2e',
  'coverage',
  'test-results',
  'previous-assets',
]);

const SHARED_INPUTS = ['package.json', 'package-lock.json', 'tsconfig.base.json'];

/**
 * The build of `npm run build` (keep the two in step), split into its two steps. `tsc -b` is incremental by itself, but even a no-op run
 * costs seconds of type-checker start-up; the storefront's vite build is not incremental at all.
 */
export const BUILD_STEPS = [
  {
    name: 'packages (tsc -b)',
    npmArgs: ['exec', '--no', '--', 'tsc', '-b'],
    // tsconfig.server.json compiles apps/storefront/server and a file of app/.
    inputs: [...SHARED_INPUTS, 'tsconfig.json', 'packages', 'bench', 'apps/storefront'],
    outputs: [
      'packages/core/dist/index.js',
      'packages/demo-data/dist/index.js',
      'packages/api/dist/index.js',
      'packages/api/dist/bin/serve.js',
      'apps/storefront/dist/server/main.js',
      'bench/dist/run-bench.js',
    ],
  },
  {
    name: 'storefront (react-router build)',
    npmArgs: ['run', 'build', '-w', '@storefront/storefront', '--silent'],
    inputs: [...SHARED_INPUTS, 'apps/storefront', 'packages/core/src', 'packages/core/package.json'],
    outputs: [
      'apps/storefront/build/server/index.js',
      'apps/storefront/build/client',
      'apps/storefront/build/client/service-worker.js',
    ],
  },
];

/** Every file under `paths` (files or directories, relative to `root`), sorted, as `/`-separated relative paths. */
export function listInputFiles(root, paths) {
  const files = [];
  const walk = (path) => {
    let stats;
    try {
      stats = statSync(path);
    } catch {
      return; // An optional input (a config file a checkout may not have).
    }
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path)) if (!SKIPPED_DIRS.has(entry)) walk(join(path, entry));
    } else if (stats.isFile()) files.push(relative(root, path).split(sep).join('/'));
  };
  for (const path of paths) walk(join(root, path));
  return [...new Set(files)].sort();
}

/** A hash of the names and contents of the files: a `git checkout` or `touch` that changes nothing keeps it. */
export function fingerprint(root, files) {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file).update('\0');
    hash.update(readFileSync(join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

export function readStamps(stampFile) {
  try {
    const stamps = JSON.parse(readFileSync(stampFile, 'utf8'));
    return stamps && typeof stamps === 'object' ? stamps : {};
  } catch {
    return {};
  }
}

export function writeStamp(stampFile, stepName, print) {
  const stamps = readStamps(stampFile);
  stamps[stepName] = print;
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, `${JSON.stringify(stamps, null, 2)}\n`);
}

/**
 * For each step: whether it must run and why. `fingerprint` is taken before the build, so a file edited while the
 * build runs makes the next start build again.
 */
export function planBuild(root, stampFile, steps = BUILD_STEPS) {
  const stamps = readStamps(stampFile);
  return steps.map((step) => {
    const print = fingerprint(root, listInputFiles(root, step.inputs));
    const missing = step.outputs.find((output) => !existsSync(join(root, output)));
    const reason =
      missing !== undefined
        ? `${missing} is missing`
        : stamps[step.name] === undefined
          ? 'no record of a previous build'
          : stamps[step.name] !== print
            ? 'its sources changed'
            : undefined;
    return { step, fingerprint: print, run: reason !== undefined, reason: reason ?? 'unchanged since the last build' };
  });
}
