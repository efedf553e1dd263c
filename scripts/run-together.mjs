// Runs npm scripts at the same time and fails when any of them fails: `node scripts/run-together.mjs typecheck lint`.
// `npm test` runs the typecheck and the lint this way. Each of them is one single-threaded process after another
// (tsc, ESLint, Prettier), so one after the other they leave the second core of a 2-core machine idle; together they
// take about as long as the longer of the two (docs/testing.md#what-a-run-costs). Each script's output is printed
// whole when it ends, so the two never interleave. Plain Node with no dependencies.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('Usage: node scripts/run-together.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(npm, ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
        const chunks = [];
        child.stdout.on('data', (chunk) => chunks.push(chunk));
        child.stderr.on('data', (chunk) => chunks.push(chunk));
        child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
        child.on('close', (code, signal) => {
          const seconds = Math.round((Date.now() - started) / 1000);
          process.stdout.write(Buffer.concat(chunks));
          const outcome = code === 0 ? 'passed' : `failed (${signal ?? `exit code ${code}`})`;
          console.log(`\`npm run ${script}\` ${outcome} in ${seconds} s.\n`);
          resolve(code === 0);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);
