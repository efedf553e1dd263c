import { describe, expect, it } from 'vitest';
import { isSubscribedStatus, newsletterTask } from './newsletter.js';

const ENDPOINT = '/api/ext/mailchimp-subscribe/subscribe';

describe('newsletter', () => {
  it('counts only the status subscribed as subscribed', () => {
    expect(isSubscribedStatus('subscribed')).toBe(true);
    for (const other of ['unsubscribed', 'pending', undefined, true]) expect(isSubscribedStatus(other)).toBe(false);
  });

  it('reads the status with the e-mail in the query, silently', () => {
    expect(newsletterTask(ENDPOINT, 'a+b@example.com', 'status')).toEqual({
      url: `${ENDPOINT}?email=a%2Bb%40example.com`,
      silent: true,
    });
    expect(newsletterTask(`${ENDPOINT}?storeCode=de`, 'a@b.de', 'status').url).toBe(
      `${ENDPOINT}?storeCode=de&email=a%40b.de`,
    );
  });

  it('subscribes with POST and unsubscribes with DELETE, the e-mail in a JSON body', () => {
    for (const [action, method] of [
      ['subscribe', 'POST'],
      ['unsubscribe', 'DELETE'],
    ] as const) {
      const task = newsletterTask(ENDPOINT, 'a@example.com', action);
      expect(task.url).toBe(ENDPOINT);
      expect(task.payload).toEqual({
        method,
        headers: { 'Content-Type': 'application/json' },
        body: '{"email":"a@example.com"}',
      });
    }
  });
});
