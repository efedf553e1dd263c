import { productImageUrl } from './image-url.js';

/** The largest side the image service resizes to by default (docs/api.md#images: `imageable.imageSizeLimit`). */
export const IMAGE_SIZE_LIMIT = 1024;

export interface ImageSources {
  /** The picture at its displayed size, for screens of density 1 and browsers without srcset. */
  src: string;
  /** `src` as the 1x candidate and the picture at twice the size as the 2x one, for high-density screens. */
  srcSet: string;
}

/** The largest `size` times `factor` whose sides stay within `limit`, keeping the aspect ratio. */
export function scaledWithin(
  size: { width: number; height: number },
  factor: number,
  limit = IMAGE_SIZE_LIMIT,
): { width: number; height: number; scale: number } {
  const scale = Math.max(1, Math.min(factor, limit / Math.max(size.width, size.height)));
  return { width: Math.floor(size.width * scale), height: Math.floor(size.height * scale), scale };
}

/**
 * A product picture for an `<img>` with `srcset`: 1x at `size`, 2x at twice it (`/img/{2w}/{2h}/...`). Where twice
 * the size would pass the service's limit, the 2x candidate is the largest size it allows, and its density descriptor
 * says how dense it really is (a 600x744 gallery: 825x1024, `1.37x`), so the browser never asks for a refused size.
 */
export function productImageSources(
  path: string | null | undefined,
  size: { width: number; height: number },
  options: { baseUrl?: string; placeholder?: string; sizeLimit?: number } = {},
): ImageSources {
  const src = productImageUrl(path, size, options);
  const dense = scaledWithin(size, 2, options.sizeLimit);
  if (dense.scale === 1) return { src, srcSet: `${src} 1x` };
  const density = Math.floor(dense.scale * 100) / 100;
  return { src, srcSet: `${src} 1x, ${productImageUrl(path, dense, options)} ${density}x` };
}
