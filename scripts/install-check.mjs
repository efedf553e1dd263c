// Whether `npm start` must install dependencies. Plain Node with no dependencies, because it runs before
// `npm install` has.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Why node_modules does not match package-lock.json, or undefined when it does. Compares contents with npm's record
 * of what it installed (node_modules/.package-lock.json), not modification times: a `git checkout` or a copied
 * worktree touches the lock file without changing it, and must not cost a full `npm ci`.
 */
export function installProblem(lock, installed) {
  if (installed?.packages === undefined) return 'node_modules is missing or was not fully installed';
  if (lock?.packages === undefined) return undefined;
  for (const [path, wanted] of Object.entries(lock.packages)) {
    // The project itself, and optional packages for other platforms, which npm leaves out.
    if (path === '' || wanted.optional) continue;
    const have = installed.packages[path];
    if (have === undefined) return `${path} is not installed`;
    if (wanted.version !== undefined && have.version !== wanted.version)
      return `${path} is ${have.version}, package-lock.json wants ${wanted.version}`;
  }
  return undefined;
}

export function installProblemOf(root) {
  return installProblem(
    readJson(join(root, 'package-lock.json')),
    readJson(join(root, 'node_modules', '.package-lock.json')),
  );
}
