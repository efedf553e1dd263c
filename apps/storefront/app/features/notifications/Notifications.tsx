import { useSyncExternalStore } from 'react';
import type { NotificationEntry, NotificationStore } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';

const none: readonly NotificationEntry[] = [];

/** Renders the notification store (spec point 3 "Notification"): a live region, each with up to two actions. */
export function Notifications({ store }: { store: NotificationStore }) {
  const t = useTranslate();
  const entries = useSyncExternalStore(store.subscribe, store.getSnapshot, () => none);
  return (
    <div className="notifications" role="status" aria-live="polite">
      {entries.map((entry) => (
        <div key={entry.id} className={`notification ${entry.type}`}>
          <span>{t(entry.message)}</span>
          {(['action1', 'action2'] as const).map((which) =>
            entry[which] ? (
              <button key={which} type="button" onClick={() => store.runAction(entry.id, which)}>
                {t(entry[which]!.label)}
              </button>
            ) : null,
          )}
        </div>
      ))}
    </div>
  );
}
