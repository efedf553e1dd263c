import { useEffect, useRef } from 'react';
import { useTranslate } from '../../lib/i18n';
import { Icon } from '../layout/Icon';

/** The gallery's full-screen zoom: a modal dialog that closes with its icon and with Escape. */
export default function ZoomOverlay({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const t = useTranslate();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="zoom-overlay" role="dialog" aria-modal="true" aria-label={t('Zoom')}>
      <button ref={close} type="button" className="icon-button zoom-close" aria-label={t('Close')} onClick={onClose}>
        <Icon name="close" />
      </button>
      <img src={src} alt={alt} />
    </div>
  );
}
