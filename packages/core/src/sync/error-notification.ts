import { replyMessage } from '../api/reply-message.js';
import type { Notification } from '../ui/notification.js';

export interface ErrorReply {
  resultCode: number;
  result: unknown;
}

const NOT_FOUND_HOST = /\bENOTFOUND\b/;

function isNotFoundHost(result: unknown, message: string): boolean {
  if (typeof result === 'object' && result !== null && (result as { code?: unknown }).code === 'ENOTFOUND') return true;
  // Through the API's error handler a DNS failure arrives as the text 'getaddrinfo ENOTFOUND <host>'.
  return NOT_FOUND_HOST.test(message);
}

/**
 * docs/behaviour.md#reply-errors: the error notification a reply deserves, if any. Replies whose result carries no
 * readable text (e.g. `{errorMessage, code}` objects) are left to the caller that knows the endpoint.
 */
export function errorNotificationFor(
  reply: ErrorReply,
  options: { silent?: boolean | undefined; refreshingToken: boolean },
): Notification | undefined {
  if (reply.resultCode === 200 || options.silent || options.refreshingToken) return undefined;
  const message = replyMessage(reply.result, ['text', 'result', 'message']);
  if (message === undefined || message === '' || isNotFoundHost(reply.result, message)) return undefined;
  return { type: 'error', message, action1: { label: 'OK' } };
}
