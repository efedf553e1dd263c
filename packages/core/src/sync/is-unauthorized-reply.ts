import type { ErrorReply } from './error-notification.js';

/**
 * docs/behaviour.md#token-refresh: a non-200 reply saying 'not authorized'. docs/api.md#accounts: our API and Magento say
 * it with code 401 ("The consumer isn't authorized ..."), which does not contain the phrase, so both count.
 */
export function isUnauthorizedReply(reply: ErrorReply): boolean {
  if (reply.resultCode === 200) return false;
  if (reply.resultCode === 401) return true;
  const text = typeof reply.result === 'string' ? reply.result : JSON.stringify(reply.result ?? '');
  return text.includes('not authorized');
}
