// The Node version check of `npm start`. Plain Node with no dependencies, because it runs before `npm install` has.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `>=20.19` or `>=20.19.0` (package.json `engines.node`) → `[20, 19, 0]`; undefined for any other form. */
export function minimumVersion(range) {
  const match = /^\s*>=\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?\s*$/.exec(range ?? '');
  return match ? [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)] : undefined;
}

/** Why `version` (`process.version`, e.g. `v20.18.1`) cannot run the project, or undefined when it can. */
export function nodeVersionProblem(version, range) {
  const minimum = minimumVersion(range);
  if (minimum === undefined) return undefined;
  const actual = version.replace(/^v/, '').split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const have = actual[i] ?? 0;
    if (have > minimum[i]) return undefined;
    if (have < minimum[i]) {
      return (
        `This project needs Node.js ${minimum.join('.')} or newer (package.json engines.node "${range}"); ` +
        `this is Node.js ${version.replace(/^v/, '')}. Install a current LTS release from https://nodejs.org ` +
        '(or switch with nvm/fnm/volta) and run npm start again.'
      );
    }
  }
  return undefined;
}

/** Stops the process with the reason when this Node cannot run the project whose package.json is in `root`. */
export function exitUnlessNodeFits(root) {
  const range = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines?.node;
  const problem = nodeVersionProblem(process.version, range);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
