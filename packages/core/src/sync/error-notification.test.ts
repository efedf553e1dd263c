import { describe, expect, it } from 'vitest';
import { errorNotificationFor } from './error-notification.js';

const plain = { refreshingToken: false };
const error = (message: string) => ({ type: 'error', message, action1: { label: 'OK' } });

describe('errorNotificationFor', () => {
  it('shows a string result of a non-200 reply with an OK action', () => {
    expect(errorNotificationFor({ resultCode: 500, result: 'Internal validation error' }, plain)).toEqual(
      error('Internal validation error'),
    );
  });

  it('reads an object result through its result, then its message', () => {
    expect(errorNotificationFor({ resultCode: 400, result: { result: 'inner' } }, plain)).toEqual(error('inner'));
    expect(errorNotificationFor({ resultCode: 400, result: { message: 'msg' } }, plain)).toEqual(error('msg'));
    expect(errorNotificationFor({ resultCode: 400, result: { result: { deep: 1 }, message: 'msg' } }, plain)).toEqual(
      error('msg'),
    );
  });

  it('says nothing for a 200 reply', () => {
    expect(errorNotificationFor({ resultCode: 200, result: 'OK' }, plain)).toBeUndefined();
  });

  it('says nothing when there is no text to show', () => {
    expect(errorNotificationFor({ resultCode: 500, result: { errorMessage: 'x', code: 401 } }, plain)).toBeUndefined();
    expect(errorNotificationFor({ resultCode: 500, result: '' }, plain)).toBeUndefined();
    expect(errorNotificationFor({ resultCode: 500, result: null }, plain)).toBeUndefined();
    expect(errorNotificationFor({ resultCode: 500, result: 42 }, plain)).toBeUndefined();
  });

  it('says nothing for a silent task', () => {
    expect(errorNotificationFor({ resultCode: 500, result: 'boom' }, { ...plain, silent: true })).toBeUndefined();
  });

  it('says nothing for a not-found host error', () => {
    const objectReply = { resultCode: 500, result: { code: 'ENOTFOUND', message: 'getaddrinfo ENOTFOUND m2.local' } };
    expect(errorNotificationFor(objectReply, plain)).toBeUndefined();
    expect(errorNotificationFor({ resultCode: 500, result: 'getaddrinfo ENOTFOUND m2.local' }, plain)).toBeUndefined();
    expect(errorNotificationFor({ resultCode: 500, result: 'ENOTFOUND' }, plain)).toBeUndefined();
  });

  it('says nothing while a token refresh is in progress', () => {
    expect(
      errorNotificationFor({ resultCode: 401, result: 'not authorized' }, { refreshingToken: true }),
    ).toBeUndefined();
  });
});
