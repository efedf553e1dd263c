import { useTranslate } from '../../lib/i18n';
import { useOnline } from './use-online';

/**
 * The offline state (VSF's OfflineBadge): a bar at the bottom of the window while the browser is offline. The status
 * region is always in the page, empty online, so screen readers announce the text when it appears.
 */
export function OfflineBadge() {
  const t = useTranslate();
  const online = useOnline();
  return (
    <div role="status" className="offline-status">
      {!online && <p className="offline-badge">{t('You are offline')}</p>}
    </div>
  );
}
