import { replyMessage as readReplyMessage } from '@storefront/core';

/**
 * The text to show for a refused reply: the server's own message (a password change failure shows the server's
 * result message), whether it answered a string, `{errorMessage}` / `{message}`, or a list of validation errors.
 */
export function replyMessage(result: unknown): string {
  return readReplyMessage(result, ['text', 'errorMessage', 'message', 'list']) ?? 'Internal validation error';
}
