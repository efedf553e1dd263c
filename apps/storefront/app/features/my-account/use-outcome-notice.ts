import { useCallback } from 'react';
import type { MessageKey } from '@storefront/core';
import { useNotifications } from '../../lib/notifications-context';
import type { SessionOutcome } from '../account';

/**
 * Tells the shopper how a session action went (see docs/behaviour.md#error-messages): the page's success notice, or the message the action
 * answered (the server's own text for a failed password change) with an OK button, like the generic error rule.
 */
export function useOutcomeNotice() {
  const notifications = useNotifications();
  return useCallback(
    (outcome: SessionOutcome, success: MessageKey): boolean => {
      if (outcome.ok) notifications.add({ type: 'success', message: success });
      else notifications.add({ type: 'error', message: outcome.message, action1: { label: 'OK' } });
      return outcome.ok;
    },
    [notifications],
  );
}
