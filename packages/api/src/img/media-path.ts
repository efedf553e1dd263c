import { realpathSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { ApiError } from '../http/api-error.js';
import { INVALID_PATH_MESSAGE } from './image-errors.js';

/**
 * Turns a decoded request path into a clean relative path ("demo/tee-red.jpg"), refusing anything that
 * could leave the media folder. Rejecting `..` outright (instead of normalising it away) keeps one URL per file,
 * which matters because the disk cache and the browser cache are both keyed by it.
 */
export function normaliseMediaPath(decoded: string): string {
  if (decoded.includes('\0') || decoded.includes('\\')) throw new ApiError(400, INVALID_PATH_MESSAGE);
  const segments = decoded.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.some((segment) => segment === '..')) throw new ApiError(400, INVALID_PATH_MESSAGE);
  return segments.join('/');
}

/**
 * Absolute file name inside `mediaDir`; the prefix check is a second line of defence behind the normalisation, and the
 * real path (symbolic links resolved) must stay inside the real media folder too, so a link planted in the media
 * folder cannot serve `/etc` or the database. A file that does not exist yet is returned as is: reading it finds
 * nothing.
 */
export function resolveMediaFile(mediaDir: string, relativePath: string): string {
  const root = resolve(mediaDir);
  const file = resolve(root, normaliseMediaPath(relativePath));
  if (!file.startsWith(root + sep)) throw new ApiError(400, INVALID_PATH_MESSAGE);
  const real = realPath(file);
  if (real !== undefined && !real.startsWith((realPath(root) ?? root) + sep))
    throw new ApiError(400, INVALID_PATH_MESSAGE);
  return file;
}

function realPath(path: string): string | undefined {
  try {
    return realpathSync.native(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    // A loop of links, or one the server may not read: not a path it serves.
    throw new ApiError(400, INVALID_PATH_MESSAGE);
  }
}
