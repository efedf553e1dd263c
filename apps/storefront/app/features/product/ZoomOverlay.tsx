import { useCallback, useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslate } from '../../lib/i18n';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import './zoom-overlay.css';

/** How much larger than the picture fitted to the screen the magnified picture is. */
const MAGNIFICATION = 2;

interface Point {
  /** Where to look, as fractions of the picture's width and height. */
  x: number;
  y: number;
}

const CENTRE: Point = { x: 0.5, y: 0.5 };

/**
 * The gallery's full-screen zoom, on the kit's Modal (which owns focus, Tab, Escape and the close button): the picture
 * at twice the gallery's resolution, fitted to the screen, that a click, the Zoom in button or the + key magnifies
 * into a scrollable area (and - or a second click brings back).
 */
export default function ZoomOverlay({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const t = useTranslate();
  const area = useRef<HTMLDivElement>(null);
  const image = useRef<HTMLImageElement>(null);
  // The magnified picture's width in CSS pixels; undefined while it is fitted to the screen.
  const [magnifiedWidth, setMagnifiedWidth] = useState<number>();
  const lookAt = useRef<Point>(CENTRE);
  const magnified = magnifiedWidth !== undefined;

  const magnify = useCallback((on: boolean, point: Point = CENTRE) => {
    const picture = image.current;
    if (!picture) return;
    lookAt.current = point;
    const fitted = picture.getBoundingClientRect().width || picture.naturalWidth;
    setMagnifiedWidth((current) => (on ? (current ?? fitted * MAGNIFICATION) : undefined));
  }, []);

  // The size goes through the DOM, not a style attribute, which the Content-Security-Policy blocks; then the point the
  // shopper clicked (or the centre) is scrolled to the middle of the magnified view.
  useLayoutEffect(() => {
    const scroller = area.current;
    const picture = image.current;
    if (!scroller || !picture) return;
    picture.style.setProperty('width', magnifiedWidth === undefined ? '' : `${magnifiedWidth}px`);
    if (magnifiedWidth === undefined) return;
    scroller.scrollLeft = lookAt.current.x * picture.offsetWidth - scroller.clientWidth / 2;
    scroller.scrollTop = lookAt.current.y * picture.offsetHeight - scroller.clientHeight / 2;
  }, [magnifiedWidth]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === '+' || event.key === '=') magnify(true);
      else if (event.key === '-') magnify(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [magnify]);

  const onPictureClick = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    magnify(!magnified, { x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height });
  };

  return (
    <Modal title={t('Zoom')} hideTitle closeLabel={t('Close')} onClose={onClose} size="full" className="zoom-overlay">
      <div
        ref={area}
        className={magnified ? 'zoom-area magnified' : 'zoom-area'}
        role="group"
        aria-label={t('Zoomed image')}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling area must be focusable, so the arrow keys scroll the magnified picture
        tabIndex={0}
      >
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the Zoom in button and the + and - keys do the same from the keyboard */}
        <img ref={image} src={src} alt={alt} onClick={onPictureClick} />
      </div>
      <Button className="zoom-toggle" onClick={() => magnify(!magnified)}>
        {magnified ? t('Zoom out') : t('Zoom in')}
      </Button>
    </Modal>
  );
}
