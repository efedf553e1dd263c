import type { Notification } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import { Toast, ToastRegion } from '../../ui/Toast';

/**
 * The page's flash notifications for a browser without JavaScript: the toasts are added by an effect, which never
 * runs there, so a form posted without JavaScript (add to cart, the cart page) would show no outcome at all. Only the
 * server renders them: a browser with scripts never shows `<noscript>` content (React does not hydrate it), so this
 * code stays out of every page's JavaScript.
 */
export function NoScriptNotifications(props: Parameters<typeof NoScriptToasts>[0]) {
  if (props.notifications.length === 0) return null;
  return <noscript>{import.meta.env.SSR ? <NoScriptToasts {...props} /> : null}</noscript>;
}

function NoScriptToasts({ notifications }: { notifications: readonly Notification[] }) {
  const t = useTranslate();
  return (
    <ToastRegion label={t('Notifications')}>
      {notifications.map((notification, i) => (
        <Toast key={i} tone={notification.type}>
          {t(notification.message)}
        </Toast>
      ))}
    </ToastRegion>
  );
}
