// `npm start`: check Node, install what is missing, build what changed, seed the demo catalogue on first run, serve.
// Plain Node with no dependencies, because it runs before `npm install` has.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { planBuild, writeStamp } from './build-plan.mjs';
import { installProblemOf } from './install-check.mjs';
import { exitUnlessNodeFits } from './node-version.mjs';
import { serverProcessEnv } from './server-env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

exitUnlessNodeFits(root);

function run(command, args) {
  console.log(`> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\`${command} ${args.join(' ')}\` failed (exit code ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

const installProblem = installProblemOf(root);
if (installProblem) {
  console.log(`Installing dependencies: ${installProblem}.`);
  run(
    npm,
    existsSync(join(root, 'package-lock.json'))
      ? ['ci', '--no-audit', '--no-fund']
      : ['install', '--no-audit', '--no-fund'],
  );
}

// In node_modules/.cache, so a fresh install forgets them; a deleted output is caught by planBuild's output check.
const stampFile = join(root, 'node_modules', '.cache', 'storefront-start', 'build-stamps.json');
for (const { step, fingerprint, run: needed, reason } of planBuild(root, stampFile)) {
  if (!needed) {
    console.log(`Skipping the build of ${step.name}: ${reason}.`);
    continue;
  }
  console.log(`Building ${step.name}: ${reason}.`);
  run(npm, step.npmArgs);
  writeStamp(stampFile, step.name, fingerprint);
}

// `npm run api` serves the API alone; `npm start` the storefront with the API embedded.
const entry = process.argv.includes('--api-only')
  ? [join(root, 'packages/api/dist/bin/serve.js'), '--seed-if-empty']
  : [join(root, 'apps/storefront/dist/server/main.js')];
const server = spawn(process.execPath, entry, {
  cwd: root,
  stdio: 'inherit',
  // Production React and the server's production error pages, unless the caller chose otherwise.
  env: serverProcessEnv({ ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' }),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
