import { describe, expect, it } from 'vitest';
import { replyMessage } from './reply-message.js';

describe('replyMessage', () => {
  it('reads the text wherever the server put it', () => {
    expect(replyMessage('The account sign-in was incorrect')).toBe('The account sign-in was incorrect');
    expect(replyMessage({ errorMessage: 'Wrong password', code: 401 })).toBe('Wrong password');
    expect(replyMessage({ message: 'Out of stock' })).toBe('Out of stock');
    expect(replyMessage({ result: 'Not found' })).toBe('Not found');
  });

  it('joins the messages of a list of validation errors', () => {
    expect(replyMessage([{ message: 'must match format "email"' }, {}, { message: 'is too short' }])).toBe(
      'must match format "email" is too short',
    );
  });

  it('answers undefined for a reply without text', () => {
    for (const result of [undefined, null, '', 7, {}, [{}], { message: '' }])
      expect(replyMessage(result)).toBe(undefined);
  });

  it('reads only the places a caller names, in its order', () => {
    expect(replyMessage({ errorMessage: 'a', message: 'b' }, ['text', 'message'])).toBe('b');
    expect(replyMessage({ result: 'a', message: 'b' }, ['text', 'result', 'message'])).toBe('a');
    expect(replyMessage({ message: 'b' }, ['text'])).toBe(undefined);
    expect(replyMessage([{ message: 'b' }], ['text', 'message'])).toBe(undefined);
  });

  it('answers the fallback only for a reply without text in the places named', () => {
    expect(replyMessage({ message: 'b' }, ['text', 'message'], 'Fallback')).toBe('b');
    expect(replyMessage({ errorMessage: 'a' }, ['text', 'message'], 'Fallback')).toBe('Fallback');
    expect(replyMessage([{}], ['text', 'list'], 'Fallback')).toBe('Fallback');
  });
});
