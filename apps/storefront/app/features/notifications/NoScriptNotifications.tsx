import type { Notification } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import { Toast, ToastRegion } from '../../ui/Toast';

/**
 * The page's flash notifications for a browser without JavaScript: the toasts are added by an effect, which never
 * runs there, so a form posted without JavaScript (add to cart, the cart page) would show no outcome at all.
 */
export function NoScriptNotifications({ notifications }: { notifications: readonly Notification[] }) {
  const t = useTranslate();
  if (notifications.length === 0) return null;
  return (
    <noscript>
      <ToastRegion label={t('Notifications')}>
        {notifications.map((notification, i) => (
          <Toast key={i} tone={notification.type}>
            {t(notification.message)}
          </Toast>
        ))}
      </ToastRegion>
    </noscript>
  );
}
