// Runs npm scripts at the same time and fails when any of them fails: `node scripts/run-together.mjs typecheck lint`.
// `npm test` runs the typecheck and the lint this way. Each of them is one single-threaded process after another
// (tsc, ESLint, Prettier), so one after the other they leave the second core of a 2-core machine idle; together they
// take about as long as the longer of the two (docs/testing.md#what-a-run-costs). Each script's output is printed
// whole when it ends, so the two never interleave. A failed script's failures are printed once more at the very end:
// CI shows only the tail of a run, and the script that failed is not always the one that ended last. Plain Node with
// no dependencies.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

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
          resolve({ script, passed: code === 0, output: Buffer.concat(chunks).toString('utf8') });
        });
      }),
  ),
);
for (const { script, output } of results.filter((result) => !result.passed)) {
  console.log(`\n\`npm run ${script}\` failed; what it said of its failures:\n${failureLines(output)}`);
}
process.exit(results.every((result) => result.passed) ? 0 : 1);

/** The lines of a failed run that say what failed: vitest's failed tests and errors, tsc's and ESLint's errors; else
 * the last 60 lines. */
function failureLines(output) {
  const lines = stripVTControlCharacters(output).split('\n');
  const marked = lines.filter(
    (line) =>
      !line.startsWith('> ') && // npm's echo of the script's command
      /(\bFAIL\b|[×✗]|\berror\b|Error:|AssertionError|expected|Unhandled)/i.test(line),
  );
  const chosen = marked.length > 0 ? marked.slice(0, 80) : lines.slice(-60);
  return chosen.join('\n');
}
