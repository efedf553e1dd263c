import { useSyncExternalStore } from 'react';
import type { NotificationEntry, NotificationStore } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import { Toast, ToastRegion } from '../../ui/Toast';

const none: readonly NotificationEntry[] = [];

/** Renders the notification store (see docs/behaviour.md#notifications) as toasts, each with up to two actions. */
export function Notifications({ store }: { store: NotificationStore }) {
  const t = useTranslate();
  const entries = useSyncExternalStore(store.subscribe, store.getSnapshot, () => none);
  return (
    <ToastRegion label={t('Notifications')}>
      {entries.map((entry) => {
        const actions = (['action1', 'action2'] as const).flatMap((which) =>
          entry[which]
            ? [
                <button key={which} type="button" onClick={() => store.runAction(entry.id, which)}>
                  {t(entry[which].label)}
                </button>,
              ]
            : [],
        );
        return (
          <Toast key={entry.id} tone={entry.type} actions={actions.length > 0 ? actions : undefined}>
            {t(entry.message)}
          </Toast>
        );
      })}
    </ToastRegion>
  );
}
