import { lazy, Suspense, useCallback, useState } from 'react';
import type { GalleryItem } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import { galleryImageSources, zoomImageUrl } from './gallery-image';
import type { ProductPageSettings } from './product-page-settings';

// Only a shopper who zooms downloads the overlay.
const ZoomOverlay = lazy(() => import('./ZoomOverlay'));

const ARROWS = { previous: 'M15 5l-7 7 7 7', next: 'M9 5l7 7-7 7', zoom: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5' };

function Glyph({ name }: { name: keyof typeof ARROWS }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d={ARROWS[name]} />
    </svg>
  );
}

/**
 * docs/behaviour.md#screens: the gallery carousel (600x744) with a full-screen zoom. One picture at a time, so the page loads one
 * image; videos from media_gallery `vid` open at their provider.
 */
export function Gallery({
  items,
  name,
  settings,
}: {
  items: readonly GalleryItem[];
  name: string;
  settings: Pick<ProductPageSettings, 'gallery' | 'imagesBaseUrl'>;
}) {
  const t = useTranslate();
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const slide = items[index];
  const count = items.length;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  // The Modal gives the focus back to the Zoom button when it closes.
  const closeZoom = useCallback(() => setZoomed(false), []);
  const { width, height } = settings.gallery;
  const picture = galleryImageSources(slide?.image ?? '', settings);
  return (
    <div className="gallery" role="group" aria-roledescription={t('carousel')} aria-label={t('Gallery')}>
      <div className="gallery-stage">
        <img
          src={picture.src}
          srcSet={picture.srcSet}
          alt={slide?.label ?? name}
          width={width}
          height={height}
          fetchPriority={index === 0 ? 'high' : undefined}
        />
        {slide?.video && (
          <a className="gallery-video" href={slide.video.url} target="_blank" rel="noopener noreferrer">
            {t('Play video')}: {slide.video.title || name}
          </a>
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              className="gallery-arrow previous"
              aria-label={t('Previous image')}
              onClick={() => go(-1)}
            >
              <Glyph name="previous" />
            </button>
            <button type="button" className="gallery-arrow next" aria-label={t('Next image')} onClick={() => go(1)}>
              <Glyph name="next" />
            </button>
          </>
        )}
        <button type="button" className="gallery-zoom" aria-label={t('Zoom')} onClick={() => setZoomed(true)}>
          <Glyph name="zoom" />
        </button>
      </div>
      {count > 1 && (
        <p className="gallery-position" aria-live="polite">
          {t('{current} of {count}', { current: index + 1, count })}
        </p>
      )}
      {zoomed && slide && (
        <Suspense fallback={null}>
          <ZoomOverlay src={zoomImageUrl(slide.image, settings)} alt={slide.label ?? name} onClose={closeZoom} />
        </Suspense>
      )}
    </div>
  );
}
