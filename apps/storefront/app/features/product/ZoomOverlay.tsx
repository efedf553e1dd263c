import { useCallback, useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslate } from '../../lib/i18n';
import { buttonClass } from '../../ui/button-class';
import { Icon } from '../../ui/Icon';
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
 * The gallery's full-screen zoom: a modal dialog with the picture at twice the gallery's resolution, fitted to the
 * screen, that a click, the Zoom in button or the + key magnifies into a scrollable area (and - or a second click
 * brings back). It closes with its icon and with Escape; Tab stays inside it.
 */
export default function ZoomOverlay({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const t = useTranslate();
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
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

  // Keep the point the shopper clicked (or the centre) in the middle of the magnified view.
  useLayoutEffect(() => {
    const scroller = area.current;
    const picture = image.current;
    if (!magnified || !scroller || !picture) return;
    scroller.scrollLeft = lookAt.current.x * picture.offsetWidth - scroller.clientWidth / 2;
    scroller.scrollTop = lookAt.current.y * picture.offsetHeight - scroller.clientHeight / 2;
  }, [magnified]);

  useEffect(() => {
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === '+' || event.key === '=') magnify(true);
      else if (event.key === '-') magnify(false);
      else if (event.key === 'Tab') keepFocusInside(event, dialog.current);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose, magnify]);

  const onPictureClick = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    magnify(!magnified, { x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height });
  };

  return (
    <div ref={dialog} className="zoom-overlay" role="dialog" aria-modal="true" aria-label={t('Zoom')}>
      <div
        ref={area}
        className={magnified ? 'zoom-area magnified' : 'zoom-area'}
        role="group"
        aria-label={t('Zoomed image')}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling area must be focusable, so the arrow keys scroll the magnified picture
        tabIndex={0}
      >
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the Zoom in button and the + and - keys do the same from the keyboard */}
        <img
          ref={image}
          src={src}
          alt={alt}
          onClick={onPictureClick}
          style={magnified ? { width: `${magnifiedWidth}px` } : undefined}
        />
      </div>
      <div className="zoom-tools">
        <button type="button" className="zoom-toggle" onClick={() => magnify(!magnified)}>
          {magnified ? t('Zoom out') : t('Zoom in')}
        </button>
        <button
          ref={close}
          type="button"
          className={buttonClass('icon', 'zoom-close')}
          aria-label={t('Close')}
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
      </div>
    </div>
  );
}

/** A modal keeps Tab and Shift+Tab among its own controls. */
function keepFocusInside(event: KeyboardEvent, container: HTMLElement | null): void {
  if (!container) return;
  const focusable = [...container.querySelectorAll<HTMLElement>('button, [href], [tabindex="0"]')];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !container.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
