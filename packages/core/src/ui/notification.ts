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
  /**
   * Notifications of one group speak of one state (the session, an offline order): a newer one replaces the older,
   * and the state changing (a login) dismisses the group (see docs/behaviour.md#notifications).
   */
  group?: string;
  /**
   * Stays when the shopper goes to another page: a notice about the shop rather than the page (an order waiting, a new
   * version, the logout that sends the shopper home). Others go with the page they were shown on.
   */
  outlivesPage?: boolean;
  /**
   * Speaks of the page the shopper is being sent to (the spot listing a spot's Add to cart leads to, the home page an
   * offline visit falls back on): it stays through the next change of page, however the navigation and the notice
   * are ordered, and goes with that page like any other.
   */
  forNextPage?: boolean;
}

export interface NotificationEntry extends Notification {
  /** Unique within one store; what `remove` and `runAction` take. */
  readonly id: number;
  readonly createdAt: number;
}

export const DEFAULT_NOTIFICATION_TTL_MS = 5000;

/** At most this many notifications show at once; a newer one makes the oldest go (docs/behaviour.md#notifications). */
export const MAX_VISIBLE_NOTIFICATIONS = 3;

/** The group of the session's notices ("You're logged out", 'You need to be logged in to see this page'). */
export const SESSION_NOTIFICATION_GROUP = 'session';
