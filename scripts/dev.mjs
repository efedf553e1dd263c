// `npm run dev`: the storefront with hot reload and the embedded API, on the database `npm start` uses
// (docs/development.md). Compiles the server side (tsc -b, incremental), then runs one server process: Express with
// Vite in middleware mode. An edit to server code (packages/*/src, apps/storefront/server) compiles it again and
// restarts that process; an edit to the app (apps/storefront/app) reaches the browser through Vite, without a restart.
// Plain Node with no dependencies, like `npm start`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, watch } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitUnlessNodeFits } from './node-version.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const appDir = join(root, 'apps/storefront');
const port = process.env.PORT ?? '3000';
// The address the server will listen on (HOST): localhost only when it listens on every interface.
const host = ['', '0.0.0.0', '::'].includes(process.env.HOST ?? '') ? 'localhost' : process.env.HOST;
const hostInUrl = host.includes(':') ? `[${host}]` : host;

exitUnlessNodeFits(root);
if (!existsSync(join(root, 'node_modules', 'vite'))) {
  console.error('Dependencies are missing: run `npm install` (or `npm start` once) first.');
  process.exit(1);
}
// Port 0 (a free port, as the tests ask) is known only once the server listens: its ready line names it.
console.log(
  port === '0'
    ? 'Development server: starting on a free port'
    : `Development server: http://${hostInUrl}:${port} (starting)`,
);

/** The server's sources: the packages, apps/storefront/server and the few app/ files tsconfig.server.json compiles. */
function serverSources() {
  const { include } = JSON.parse(readFileSync(join(appDir, 'tsconfig.server.json'), 'utf8'));
  return {
    dirs: ['packages/core/src', 'packages/api/src', 'packages/demo-data/src', 'apps/storefront/server'],
    files: new Set(include.filter((path) => path.startsWith('app/')).map((path) => `apps/storefront/${path}`)),
  };
}

/** Compiles what the server runs; false (with tsc's report printed) when it does not compile. */
function compile() {
  const started = Date.now();
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const result = spawnSync(process.execPath, [tsc, '-b', 'apps/storefront/tsconfig.server.json'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) return false;
  console.log(`Server code compiled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

let server;
let stopping = false;

function startServer() {
  server = spawn(process.execPath, [join(appDir, 'dist/server/main.js'), '--dev'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', PORT: port },
  });
  const child = server;
  child.on('exit', (code, signal) => {
    // A restart replaced it; Ctrl+C ends the launcher with it.
    if (child !== server) return;
    if (stopping) process.exit(code ?? 0);
    console.error(
      `The development server stopped (${signal ?? `exit code ${code}`}); it starts again on the next edit of its code.`,
    );
    server = undefined;
  });
}

function stopServer() {
  const child = server;
  server = undefined;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

if (!compile()) {
  console.error('The server code does not compile: fix the errors above and run `npm run dev` again.');
  process.exit(1);
}
startServer();

// Several files change at once on a save-all or a branch switch: one restart for all of them.
const RESTART_DELAY_MS = 300;
let timer;
let restarting = Promise.resolve();
function scheduleRestart(file) {
  clearTimeout(timer);
  timer = setTimeout(() => {
    restarting = restarting.then(async () => {
      console.log(`${file} changed: compiling and restarting the server`);
      if (!compile()) return console.error('Not restarted: the server code does not compile (see above).');
      await stopServer();
      if (!stopping) startServer();
    });
  }, RESTART_DELAY_MS);
}

const sources = serverSources();
const watchers = [];
for (const dir of sources.dirs)
  watchers.push(
    watch(join(root, dir), { recursive: true }, (_event, name) => {
      if (!name || /\.test\.tsx?$/.test(name) || name.split(sep).includes('test-support')) return;
      if (/\.tsx?$/.test(name)) scheduleRestart(join(dir, name));
    }),
  );
watchers.push(
  watch(join(appDir, 'app'), { recursive: true }, (_event, name) => {
    const file =
      name &&
      relative(root, join(appDir, 'app', name))
        .split(sep)
        .join('/');
    if (file && sources.files.has(file)) scheduleRestart(file);
  }),
);

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopping = true;
    for (const watcher of watchers) watcher.close();
    clearTimeout(timer);
    if (!server) process.exit(0);
    server.kill(signal);
  });
