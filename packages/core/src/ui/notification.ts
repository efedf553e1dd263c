export type NotificationType = 'success' | 'error' | 'warning' | 'info';

export interface NotificationAction {
  label: string;
  /** Called when the shopper picks the action; the store removes the notification afterwards either way. */
  action?: () => void;
}

/**
 * docs/behaviour.md#notifications. Only two action slots exist, so "no more than two actions" is a property of the type,
 * not a runtime check.
 */
export interface Notification {
  type: NotificationType;
  message: string;
  action1?: NotificationAction;
  action2?: NotificationAction;
  /** Milliseconds before the notification closes itself; 5000 when absent (see docs/behaviour.md#constants-and-limits). */
  timeToLive?: number;
  /** Keeps the notification until the shopper closes it. */
  hasNoTimeout?: boolean;
}

export interface NotificationEntry extends Notification {
  /** Unique within one store; what `remove` and `runAction` take. */
  readonly id: number;
  readonly createdAt: number;
}

export const DEFAULT_NOTIFICATION_TTL_MS = 5000;
