import type { ProductDocument } from '../catalog/types.js';
import { configurableChildrenOf } from './configuration.js';
import { isRecord, recordList } from './document-readers.js';
import type { MediaGalleryEntry } from './types.js';
import { isEnabledStatus, isVariantAvailable } from './variant-availability.js';
import type { VariantAvailabilityOptions } from './variant-availability.js';

export interface GalleryVideo {
  url: string;
  title: string;
  /** 'youtube' | 'vimeo' in Magento exports. */
  type: string;
}

/** One slide: an image path (relative to the media directory; build URLs with productImageUrl) and maybe a video. */
export interface GalleryItem {
  image: string;
  label: string | null;
  /** Set on video slides; `image` is then the poster. */
  video?: GalleryVideo;
}

export interface ProductGalleryOptions {
  /** VSF `products.gallery.mergeConfigurableChildren`: add the children's images. */
  mergeConfigurableChildren?: boolean;
  /** VSF `products.gallery.imageAttributes`: used when no child contributes an image. */
  imageAttributes?: readonly string[];
  /**
   * When given, only children that can be chosen contribute images (VSF #3436 showed unavailable variants);
   * disabled children never do.
   */
  variantAvailability?: VariantAvailabilityOptions;
}

const DEFAULT_IMAGE_ATTRIBUTES = ['image', 'thumbnail', 'small_image'] as const;

/**
 * The product page gallery, as VSF built it: the children's images first (configurables, when merging), else the
 * product's image attributes, then the media_gallery. Images appear once each; 'no_selection' and empty paths are
 * skipped. A video keeps its own slide even when its poster is an image already shown (VSF's de-duplication by
 * picture dropped such videos).
 */
export function productGallery(product: ProductDocument, options: ProductGalleryOptions = {}): GalleryItem[] {
  const items: GalleryItem[] = [];
  const addImage = (image: unknown, label: string | null) => {
    if (!isImagePath(image)) return;
    const existing = items.find((item) => !item.video && item.image === image);
    if (!existing) items.push({ image, label });
    else if (existing.label === null && label) existing.label = label;
  };

  if (options.mergeConfigurableChildren ?? true) {
    for (const child of configurableChildrenOf(product)) {
      if (!isEnabledStatus(child.status)) continue;
      if (options.variantAvailability && !isVariantAvailable(child, options.variantAvailability)) continue;
      addImage(child.image, null);
    }
  }
  if (items.length === 0) {
    for (const attribute of options.imageAttributes ?? DEFAULT_IMAGE_ATTRIBUTES) addImage(product[attribute], null);
  }

  for (const entry of recordList<MediaGalleryEntry>(product.media_gallery)) {
    const label = typeof entry.lab === 'string' && entry.lab.trim() !== '' ? entry.lab : null;
    const video = readVideo(entry.vid);
    if (!video) {
      addImage(entry.image, label);
    } else if (isImagePath(entry.image) && !items.some((item) => item.video?.url === video.url)) {
      items.push({ image: entry.image, label, video });
    }
  }
  return items;
}

/** docs/behaviour.md#validation-messages: 'no_selection' counts as no image. */
export function isImagePath(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const path = value.trim();
  return path !== '' && path !== 'no_selection' && !path.endsWith('/no_selection');
}

function readVideo(vid: unknown): GalleryVideo | undefined {
  if (!isRecord(vid) || typeof vid.url !== 'string' || vid.url.trim() === '') return undefined;
  return {
    url: vid.url,
    title: typeof vid.title === 'string' ? vid.title : '',
    type: typeof vid.type === 'string' ? vid.type : '',
  };
}
