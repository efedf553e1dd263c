// `npm start`: install what is missing, build, seed the demo catalogue on first run, serve.
// Plain Node with no dependencies, because it runs before `npm install` has.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args) {
  console.log(`> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\`${command} ${args.join(' ')}\` failed (exit code ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

const installed = join(root, 'node_modules', '.package-lock.json');
const lock = join(root, 'package-lock.json');
const needsInstall =
  !existsSync(installed) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(installed).mtimeMs);
if (needsInstall)
  run(npm, existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund']);
run(npm, ['run', 'build', '--silent']);

// `npm run api` serves the API alone; `npm start` the storefront with the API embedded.
const entry = process.argv.includes('--api-only')
  ? [join(root, 'packages/api/dist/bin/serve.js'), '--seed-if-empty']
  : [join(root, 'apps/storefront/dist/server/main.js')];
const server = spawn(process.execPath, entry, {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
