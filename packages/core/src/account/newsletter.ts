import type { SyncTaskInput } from '../sync/sync-task.js';

export type NewsletterAction = 'status' | 'subscribe' | 'unsubscribe';

/** docs/api.md#mail: the status reply is Mailchimp's member status; only 'subscribed' is subscribed (see docs/behaviour.md#newsletter). */
export function isSubscribedStatus(result: unknown): boolean {
  return result === 'subscribed';
}

/**
 * The newsletter calls of docs/behaviour.md#calls: GET the status (silent, as VSF 1's `isSubscribed`), POST to subscribe,
 * DELETE to unsubscribe, each with the e-mail address. The page tells the shopper how a change went, so the changes
 * are silent too.
 */
export function newsletterTask(endpoint: string, email: string, action: NewsletterAction): SyncTaskInput {
  if (action === 'status') {
    const separator = endpoint.includes('?') ? '&' : '?';
    return { url: `${endpoint}${separator}email=${encodeURIComponent(email)}`, silent: true };
  }
  return {
    url: endpoint,
    payload: {
      method: action === 'subscribe' ? 'POST' : 'DELETE',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    },
    silent: true,
  };
}
