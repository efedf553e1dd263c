import { describe, expect, it } from 'vitest';
import { isUnauthorizedReply } from './is-unauthorized-reply.js';

describe('isUnauthorizedReply', () => {
  it('recognises code 401 and the phrase not authorized', () => {
    expect(isUnauthorizedReply({ resultCode: 401, result: "The consumer isn't authorized to access self." })).toBe(
      true,
    );
    expect(isUnauthorizedReply({ resultCode: 500, result: 'User is not authorized' })).toBe(true);
    expect(isUnauthorizedReply({ resultCode: 500, result: { message: 'not authorized' } })).toBe(true);
  });

  it('ignores successful and other failed replies', () => {
    expect(isUnauthorizedReply({ resultCode: 200, result: 'not authorized' })).toBe(false);
    expect(isUnauthorizedReply({ resultCode: 500, result: 'boom' })).toBe(false);
    expect(isUnauthorizedReply({ resultCode: 500, result: undefined })).toBe(false);
  });
});
