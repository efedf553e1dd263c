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

/** Absolute file name inside `mediaDir`; the prefix check is a second line of defence behind the normalisation. */
export function resolveMediaFile(mediaDir: string, relativePath: string): string {
  const root = resolve(mediaDir);
  const file = resolve(root, normaliseMediaPath(relativePath));
  if (!file.startsWith(root + sep)) throw new ApiError(400, INVALID_PATH_MESSAGE);
  return file;
}
