import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');

/** The packages the API's processes load, whose `src/` `tsc -b` compiles to `dist/` (packages/api/tsconfig.json). */
const COMPILED = ['packages/core', 'packages/demo-data', 'packages/api'];

/** The sources `tsc -b` compiles (tests and their support are not part of the build). */
function compiledSources(pkg: string): string[] {
  const src = join(root, pkg, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (file) =>
      file.endsWith('.ts') &&
      !file.endsWith('.d.ts') &&
      !file.endsWith('.test.ts') &&
      !file.split(/[\\/]/).includes('test-support'),
  );
}

function mtime(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

let built: boolean | undefined;

/**
 * Whether the build is what the sources say: every compiled source has its JavaScript in `dist/`, and none changed
 * after `tsc -b` last looked at its package (its `.tsbuildinfo`, which it writes on every build that found a change,
 * even one that left the JavaScript as it was). `npm test` builds first (`tsc -b` in its typecheck); a test run on its
 * own after an edit without a build finds it stale and runs the sources instead.
 */
export function buildIsCurrent(): boolean {
  built ??= COMPILED.every((pkg) => {
    const checked = mtime(join(root, pkg, 'dist', '.tsbuildinfo'));
    return compiledSources(pkg).every(
      (file) =>
        mtime(join(root, pkg, 'src', file)) <= checked &&
        mtime(join(root, pkg, 'dist', file.replace(/\.ts$/, '.js'))) > 0,
    );
  });
  return built;
}

/**
 * How to run one of the API's entry points (`bin/serve`, `bin/admin`...) as a child process: the built JavaScript
 * with Node when the build is current, else the TypeScript source through vite-node with the tests' aliases. A start
 * from the sources transforms every module first, about three times the CPU of the built one, and the tests that run
 * whole API processes start dozens of them.
 */
export function apiScript(bin: string, args: readonly string[] = []): { command: string; args: string[] } {
  if (buildIsCurrent())
    return { command: process.execPath, args: [join(root, 'packages/api/dist/bin', `${bin}.js`), ...args] };
  return {
    command: join(root, 'node_modules/.bin/vite-node'),
    // vite-node takes its own options up to `--`; what follows is the script's.
    args: ['--config', join(root, 'vitest.config.ts'), join(root, 'packages/api/src/bin', `${bin}.ts`), '--', ...args],
  };
}
