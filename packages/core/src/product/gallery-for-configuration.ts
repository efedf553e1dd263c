import type { ProductDocument } from '../catalog/types.js';
import type { GalleryItem } from './product-gallery.js';
import { isImagePath } from './product-gallery.js';

/**
 * The gallery with the selected child's picture first, so choosing a colour shows it at once. A child whose picture
 * is not in the gallery (children were not merged) gets it added in front; no child or no picture leaves it as is.
 */
export function galleryForConfiguration(
  gallery: readonly GalleryItem[],
  child: ProductDocument | null | undefined,
): GalleryItem[] {
  const image = child?.image;
  if (!isImagePath(image)) return [...gallery];
  const index = gallery.findIndex((item) => !item.video && item.image === image);
  if (index < 0) return [{ image, label: null }, ...gallery];
  const selected = gallery[index] as GalleryItem;
  return [selected, ...gallery.slice(0, index), ...gallery.slice(index + 1)];
}
