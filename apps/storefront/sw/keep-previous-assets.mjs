// Runs before `react-router build` empties build/: the current build's hashed assets move to previous-assets/, so a tab
// still running that build (or its service worker) can load its lazy chunks after the deployment. The cap is core's
// pruneKeptBuilds (the last 3 builds, at most 14 days).
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pruneKeptBuilds } from '@storefront/core';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const currentAssets = join(appDir, 'build', 'client', 'assets');
const keptDir = join(appDir, 'previous-assets');
const keptAssets = join(keptDir, 'assets');
const index = join(keptDir, 'builds.json');

function readBuilds() {
  try {
    const builds = JSON.parse(readFileSync(index, 'utf8'));
    return Array.isArray(builds) ? builds : [];
  } catch {
    return [];
  }
}

let builds = readBuilds();
if (existsSync(currentAssets)) {
  const files = readdirSync(currentAssets).sort();
  mkdirSync(keptAssets, { recursive: true });
  for (const file of files)
    if (!existsSync(join(keptAssets, file))) copyFileSync(join(currentAssets, file), join(keptAssets, file));
  // A rebuild of unchanged sources names the same files: one entry, refreshed.
  builds = builds.filter((build) => JSON.stringify(build.files) !== JSON.stringify(files));
  builds.push({ keptAt: Date.now(), files });
}
const { keep, deleteFiles } = pruneKeptBuilds(builds, Date.now(), []);
for (const file of deleteFiles) rmSync(join(keptAssets, file), { force: true });
if (builds.length > 0) writeFileSync(index, `${JSON.stringify(keep)}\n`);
