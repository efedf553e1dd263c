import { readFile, stat } from 'node:fs/promises';
import { ApiError } from '../http/api-error.js';
import type { ApiConfig } from '../config.js';
import { downloadImage } from './download-image.js';
import type { HostPolicy } from './host-policy.js';
import { notFoundMessage } from './image-errors.js';
import { normaliseMediaPath, resolveMediaFile } from './media-path.js';
import type { ImageSourceRef } from './parse-image-request.js';

export interface ResolvedSource {
  /** Everything that makes the source bytes what they are; part of the cache key. */
  identity: (string | number)[];
  /** How the image is named in error messages: `/relative/path.jpg` or the absolute URL. */
  label: string;
  load: () => Promise<Buffer>;
}

/**
 * Finds where the bytes come from: the media folder first, then `sourceUrl` for files that are not mirrored
 * locally. Local identities include mtime and size so replacing a file invalidates its resized copies.
 * Remote identities are the URL alone: finding out whether a remote file changed would cost the very
 * download the cache exists to avoid (vue-storefront-api keyed its cache by the request URL too).
 *
 * A missing file is a 404 rather than the placeholder: success responses are sent as `immutable` for a year,
 * so a placeholder served under the real image's URL would stick in browsers and CDNs even after the file
 * is uploaded. The storefront already swaps in its own placeholder when an <img> fails to load.
 */
export async function resolveImageSource(
  ref: ImageSourceRef,
  images: ApiConfig['images'],
  isHostAllowed: HostPolicy,
): Promise<ResolvedSource> {
  switch (ref.kind) {
    case 'placeholder': {
      const local = await localSource(images.mediaDir, images.placeholder);
      if (!local) throw new ApiError(404, notFoundMessage(images.placeholder));
      return local;
    }
    case 'media': {
      const local = await localSource(images.mediaDir, ref.path);
      if (local) return local;
      if (images.sourceUrl === '') throw new ApiError(404, notFoundMessage(`/${ref.path}`));
      return remoteSource(remoteUrl(images.sourceUrl, ref.path), isHostAllowed);
    }
    case 'url':
      return remoteSource(ref.url, isHostAllowed);
  }
}

async function localSource(mediaDir: string, relativePath: string): Promise<ResolvedSource | undefined> {
  const file = resolveMediaFile(mediaDir, relativePath);
  try {
    const info = await stat(file);
    if (!info.isFile()) return undefined;
    return {
      identity: ['file', file, info.mtimeMs, info.size],
      label: `/${normaliseMediaPath(relativePath)}`,
      load: () => readFile(file),
    };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}

function remoteSource(url: URL, isHostAllowed: HostPolicy): ResolvedSource {
  return { identity: ['url', url.href], label: url.href, load: () => downloadImage(url, isHostAllowed) };
}

function remoteUrl(sourceUrl: string, relativePath: string): URL {
  const encoded = relativePath.split('/').map(encodeURIComponent).join('/');
  return new URL(`${sourceUrl.replace(/\/+$/, '')}/${encoded}`);
}
