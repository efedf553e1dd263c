import { createContext, useContext } from 'react';
import type { NotificationStore } from '@storefront/core';

export const NotificationsContext = createContext<NotificationStore | undefined>(undefined);

/** The page's notification store (see docs/behaviour.md#notifications); the root component provides it. */
export function useNotifications(): NotificationStore {
  const store = useContext(NotificationsContext);
  if (!store) throw new Error('useNotifications needs the root NotificationsContext provider');
  return store;
}
