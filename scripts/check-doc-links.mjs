// Fails when a source file links to a docs page or heading that does not exist. Comments cite the rules they follow
// as `docs/behaviour.md#order-placement`; renaming a heading without its links would leave them pointing nowhere.
// Part of `npm run lint`. Usage: node scripts/check-doc-links.mjs [--root <dir>]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE_DIRS = ['apps', 'packages', 'scripts', 'bench'];
const EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs']);
const SKIP_DIRS = new Set(['node_modules', 'dist', 'build', 'coverage', 'previous-assets']);

/** `docs/<page>.md` and an optional `#anchor`; not part of a longer path or URL. */
const LINK = /(?<![\w./-])docs\/((?:[\w.-]+\/)*[\w.-]+\.md)(?:#([\w-]+))?/g;

/**
 * The anchors GitHub gives the headings of a markdown page: lower case, every character that is not a letter, digit,
 * space, `-` or `_` dropped, spaces turned into `-`; a repeated heading gets `-1`, `-2`, ... Fenced code is skipped.
 */
export function headingAnchors(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fence;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line);
    if (marker) {
      if (!fence) fence = marker[1][0];
      else if (marker[1][0] === fence) fence = undefined;
      continue;
    }
    if (fence) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

function sourceFiles(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (EXTENSIONS.has(extname(name))) out.push(path);
  }
  return out;
}

/** Every link in the sources under `root` whose page or heading is missing, as `file:line: why`. */
export function brokenDocLinks(root) {
  const pages = new Map();
  const anchorsOf = (page) => {
    if (!pages.has(page)) {
      const file = join(root, 'docs', page);
      pages.set(page, existsSync(file) ? headingAnchors(readFileSync(file, 'utf8')) : undefined);
    }
    return pages.get(page);
  };
  const problems = [];
  for (const file of SOURCE_DIRS.flatMap((dir) => sourceFiles(join(root, dir)))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(LINK)) {
      const [, page, anchor] = match;
      const anchors = anchorsOf(page);
      const where = `${relative(root, file)}:${text.slice(0, match.index).split('\n').length}`;
      if (!anchors) problems.push(`${where}: docs/${page} does not exist`);
      else if (anchor && !anchors.has(anchor)) problems.push(`${where}: docs/${page} has no heading #${anchor}`);
    }
  }
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const at = process.argv.indexOf('--root');
  const root = at > 0 ? process.argv[at + 1] : process.cwd();
  const problems = brokenDocLinks(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(
      `${problems.length} link(s) to a docs page or heading that does not exist: fix the link, or the heading it meant.`,
    );
    process.exitCode = 1;
  }
}
