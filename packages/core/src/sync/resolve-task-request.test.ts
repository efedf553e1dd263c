import { describe, expect, it } from 'vitest';
import { thrown } from '../test-support/thrown.js';
import { assertTaskParams, resolveTaskRequest } from './resolve-task-request.js';
import type { TaskContext } from './resolve-task-request.js';
import { SyncTaskError } from './sync-task-error.js';

const session: TaskContext = {
  token: 'tok',
  cartId: 'cart1',
  storeCode: 'de',
  multistore: false,
  tokenInHeader: false,
};
const pull = { url: '/api/cart/pull?token={{token}}&cartId={{cartId}}', payload: { method: 'GET' } };

describe('resolveTaskRequest', () => {
  it('substitutes the token and the cart id', () => {
    expect(resolveTaskRequest(pull, session)).toEqual({
      url: '/api/cart/pull?token=tok&cartId=cart1',
      init: { method: 'GET' },
    });
  });

  it('sends an empty token for a guest', () => {
    const guest = { ...session, token: undefined };
    expect(resolveTaskRequest(pull, guest).url).toBe('/api/cart/pull?token=&cartId=cart1');
    expect(
      resolveTaskRequest({ url: '/api/cart/create?token={{token}}', payload: {} }, { ...session, token: null }).url,
    ).toBe('/api/cart/create?token=');
  });

  it('refuses a URL that needs a cart id while there is none', () => {
    for (const cartId of [undefined, null, '']) {
      const error = thrown(SyncTaskError, () => resolveTaskRequest(pull, { ...session, cartId }));
      expect(error.code).toBe('NO_CART_ID');
      expect(error.message).toBe(
        'Sync task /api/cart/pull?token={{token}}&cartId={{cartId}} needs a cart id and there is no cart yet',
      );
    }
  });

  it('does not need a cart id for a URL without one', () => {
    const me = { url: '/api/user/me?token={{token}}', payload: {} };
    expect(resolveTaskRequest(me, { ...session, cartId: undefined }).url).toBe('/api/user/me?token=tok');
  });

  it('substitutes the task params', () => {
    const history = {
      url: '/api/user/order-history?token={{token}}&pageSize={{pageSize}}&currentPage={{currentPage}}',
      params: { pageSize: 20, currentPage: 2 },
      payload: {},
    };
    expect(resolveTaskRequest(history, session).url).toBe(
      '/api/user/order-history?token=tok&pageSize=20&currentPage=2',
    );
  });

  it('does not let params override the session token or cart id', () => {
    const task = { ...pull, params: { token: 'forged', cartId: 'other' } };
    expect(resolveTaskRequest(task, session).url).toBe('/api/cart/pull?token=tok&cartId=cart1');
  });

  it('refuses a placeholder without a value', () => {
    const coupon = { url: '/api/cart/apply-coupon?token={{token}}&cartId={{cartId}}&coupon={{coupon}}', payload: {} };
    const error = thrown(SyncTaskError, () => resolveTaskRequest(coupon, session));
    expect(error.code).toBe('MISSING_PARAM');
    expect(error.message).toContain('{{coupon}}');
    expect(() => assertTaskParams({ ...coupon, params: { coupon: undefined } })).not.toThrow();
  });

  it('adds the store code only in multistore', () => {
    expect(resolveTaskRequest(pull, session).url).not.toContain('storeCode');
    expect(resolveTaskRequest(pull, { ...session, multistore: true }).url).toBe(
      '/api/cart/pull?token=tok&cartId=cart1&storeCode=de',
    );
    const login = { url: '/api/user/login', payload: { method: 'POST' } };
    expect(resolveTaskRequest(login, { ...session, multistore: true }).url).toBe('/api/user/login?storeCode=de');
  });

  it('adds nothing in multistore when there is no store code', () => {
    expect(resolveTaskRequest(pull, { ...session, multistore: true, storeCode: undefined }).url).toBe(
      '/api/cart/pull?token=tok&cartId=cart1',
    );
  });

  it('moves the token into an Authorization header when asked to', () => {
    const task = { ...pull, payload: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' } };
    expect(resolveTaskRequest(task, { ...session, tokenInHeader: true, multistore: true })).toEqual({
      url: '/api/cart/pull?cartId=cart1&storeCode=de',
      init: {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer tok' },
        body: '{}',
      },
    });
  });

  it('replaces an Authorization header of any spelling', () => {
    const task = { ...pull, payload: { headers: { authorization: 'Bearer old' } } };
    expect(resolveTaskRequest(task, { ...session, tokenInHeader: true }).init.headers).toEqual({
      Authorization: 'Bearer tok',
    });
  });

  it('sends no Authorization header for a guest', () => {
    const result = resolveTaskRequest(pull, { ...session, token: undefined, tokenInHeader: true });
    expect(result).toEqual({ url: '/api/cart/pull?cartId=cart1', init: { method: 'GET' } });
  });

  it('does not change the task payload', () => {
    const task = { ...pull, payload: { method: 'GET', headers: { Accept: 'application/json' } } };
    resolveTaskRequest(task, { ...session, tokenInHeader: true });
    expect(task.payload).toEqual({ method: 'GET', headers: { Accept: 'application/json' } });
  });
});
