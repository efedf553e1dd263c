import { readFile, stat } from 'node:fs/promises';
import type { ApiConfig } from '../config.js';
import { builtinPlaceholder } from './builtin-placeholder.js';
import { downloadImage } from './download-image.js';
import type { HostPolicy } from './host-policy.js';
import { normaliseMediaPath, resolveMediaFile } from './media-path.js';
import type { ImageSourceRef } from './parse-image-request.js';

export interface ResolvedSource {
  /** Everything that makes the source bytes what they are; part of the cache key. */
  identity: (string | number)[];
  /** How the image is named in error messages: `/relative/path.jpg` or the absolute URL. */
  label: string;
  load: () => Promise<Buffer>;
  /** Stands in for a source that does not exist (yet): must not be cached under the requested URL. */
  placeholder?: true;
}

/**
 * Finds where the bytes come from: the media folder first, then `sourceUrl` for files that are not mirrored
 * locally. Local identities include mtime and size so replacing a file invalidates its resized copies.
 * Remote identities are the URL alone: finding out whether a remote file changed would cost the very
 * download the cache exists to avoid (vue-storefront-api keyed its cache by the request URL too).
 *
 * A missing file gets the placeholder, marked so that it is sent without long-lived caching: real exports name many
 * images that were never copied over, and a 404 for each would show broken-image icons and fill the browser console
 * with errors. Once the file is uploaded, the next request serves it.
 */
export async function resolveImageSource(
  ref: ImageSourceRef,
  images: ApiConfig['images'],
  isHostAllowed: HostPolicy,
): Promise<ResolvedSource> {
  switch (ref.kind) {
    case 'placeholder':
      return placeholderSource(images.mediaDir, images.placeholder);
    case 'media': {
      const local = await localSource(images.mediaDir, ref.path);
      if (local) return local;
      if (images.sourceUrl === '')
        return { ...(await placeholderSource(images.mediaDir, images.placeholder)), placeholder: true };
      return remoteSource(remoteUrl(images.sourceUrl, ref.path), isHostAllowed);
    }
    case 'url':
      return remoteSource(ref.url, isHostAllowed);
  }
}

async function placeholderSource(mediaDir: string, placeholder: string): Promise<ResolvedSource> {
  return (
    (await localSource(mediaDir, placeholder)) ?? {
      identity: ['builtin-placeholder'],
      label: `/${placeholder}`,
      load: builtinPlaceholder,
    }
  );
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
