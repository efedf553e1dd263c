import { describe, expect, it } from 'vitest';
import { replyMessage } from './reply-message';

describe('the message of a refused reply', () => {
  it("shows the server's own text", () => {
    expect(replyMessage('The account sign-in was incorrect')).toBe('The account sign-in was incorrect');
    expect(replyMessage({ errorMessage: "The password doesn't match this account.", code: 401 })).toBe(
      "The password doesn't match this account.",
    );
    expect(replyMessage([{ message: 'must match format "email"' }, { message: 'is too short' }])).toBe(
      'must match format "email" is too short',
    );
  });

  it('falls back to the spec message when the reply has no readable text', () => {
    expect(replyMessage(undefined)).toBe('Internal validation error');
    expect(replyMessage([{}])).toBe('Internal validation error');
  });
});
