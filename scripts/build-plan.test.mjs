import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_STEPS, listInputFiles, planBuild, writeStamp } from './build-plan.mjs';

const STEP = { name: 'site', npmArgs: [], inputs: ['package-lock.json', 'src'], outputs: ['out/main.js'] };

let root;
let stampFile;
const write = (path, content) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
};
const plan = () => planBuild(root, stampFile, [STEP])[0];
/** What `npm start` does after a successful build. */
const build = () => {
  const { fingerprint } = plan();
  write('out/main.js', 'built');
  writeStamp(stampFile, STEP.name, fingerprint);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-plan-'));
  stampFile = join(root, 'node_modules/.cache/stamps.json');
  write('package-lock.json', '{}');
  write('src/app.ts', 'export const a = 1;');
  write('src/routes/home.tsx', 'export default 1;');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('planBuild', () => {
  it('builds when there is no record of a previous build', () => {
    write('out/main.js', 'stale');
    expect(plan()).toMatchObject({ run: true, reason: 'no record of a previous build' });
  });

  it('skips a step whose inputs and outputs are as the last build left them', () => {
    build();
    expect(plan()).toMatchObject({ run: false, reason: 'unchanged since the last build' });
  });

  it('skips when files were only touched, with the same content', () => {
    build();
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'src/app.ts'), later, later);
    expect(plan().run).toBe(false);
  });

  it.each([
    ['a source is edited', () => write('src/routes/home.tsx', 'export default 2;')],
    ['a source is added', () => write('src/routes/new.tsx', 'export default 3;')],
    [
      'a source is renamed',
      () => {
        rmSync(join(root, 'src/app.ts'));
        write('src/app2.ts', 'export const a = 1;');
      },
    ],
    ['a source is deleted', () => rmSync(join(root, 'src/app.ts'))],
    ['the lock file changes', () => write('package-lock.json', '{"lockfileVersion":3}')],
  ])('builds again when %s', (_label, change) => {
    build();
    change();
    expect(plan()).toMatchObject({ run: true, reason: 'its sources changed' });
  });

  it('builds again when an output is missing, whatever the stamp says', () => {
    build();
    rmSync(join(root, 'out/main.js'));
    expect(plan()).toMatchObject({ run: true, reason: 'out/main.js is missing' });
  });

  it('ignores dependencies, outputs and end-to-end tests inside the inputs', () => {
    build();
    write('src/node_modules/x/index.js', '1');
    write('src/dist/app.js', '1');
    write('src/build/client/app.js', '1');
    write('src/e2e/home.e2e.ts', '1');
    expect(plan().run).toBe(false);
  });
});

describe('BUILD_STEPS', () => {
  const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
  const storefront = BUILD_STEPS.find((step) => step.name.startsWith('storefront'));
  const packages = BUILD_STEPS.find((step) => step.name.startsWith('packages'));

  it('covers the sources the storefront bundle is built from', () => {
    const inputs = listInputFiles(repo, storefront.inputs);
    expect(inputs).toEqual(
      expect.arrayContaining([
        'apps/storefront/app/root.tsx',
        'apps/storefront/vite.config.ts',
        'packages/core/src/index.ts',
        'package-lock.json',
      ]),
    );
    expect(inputs.filter((file) => /(^|\/)(node_modules|build|dist|e2e)\//.test(file))).toEqual([]);
  });

  it('covers the sources of every TypeScript project', () => {
    const inputs = listInputFiles(repo, packages.inputs);
    for (const file of [
      'packages/core/src/index.ts',
      'packages/demo-data/src/index.ts',
      'packages/api/src/index.ts',
      'apps/storefront/server/main.ts',
      'bench/src/run-bench.ts',
      'tsconfig.base.json',
    ])
      expect(inputs).toContain(file);
  });
});
