import { describe, expect, it } from 'vitest';
import { INVALID_EMAIL } from './password.js';
import { newsletterBodySchema } from './newsletter.js';

describe('the newsletter body', () => {
  it('takes the address VSF1 sends, trimmed and lower-cased as it is stored', () => {
    expect(newsletterBodySchema.parse({ email: ' Ada@Example.com ', storeCode: 'de' })).toEqual({
      email: 'ada@example.com',
      storeCode: 'de',
    });
  });

  it('refuses anything but one plain address with the one message', () => {
    for (const body of [undefined, [], {}, { email: 3 }, { email: 'a@b.c, x@y.z' }, { email: 'nobody' }])
      expect(newsletterBodySchema.safeParse(body).error?.issues[0]?.message).toBe(INVALID_EMAIL);
  });
});
