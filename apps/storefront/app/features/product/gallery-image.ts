import { productImageSources, productImageUrl, scaledWithin, type ImageSources } from '@storefront/core';
import type { ProductPageSettings } from './product-page-settings';

type GallerySettings = Pick<ProductPageSettings, 'gallery' | 'imagesBaseUrl'>;

/** A gallery picture at the configured size (docs/behaviour.md#constants-and-limits: 600x744), with a 2x candidate for high-density screens. */
export function galleryImageSources(path: string, settings: GallerySettings): ImageSources {
  return productImageSources(path, settings.gallery, { baseUrl: settings.imagesBaseUrl });
}

/** The zoom's picture: twice the gallery size, or as large as the image service gives. */
export function zoomImageUrl(path: string, settings: GallerySettings): string {
  const { width, height } = scaledWithin(settings.gallery, 2);
  return productImageUrl(path, { width, height }, { baseUrl: settings.imagesBaseUrl });
}
