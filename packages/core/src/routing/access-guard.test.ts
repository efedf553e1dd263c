import { describe, expect, it } from 'vitest';
import { accessGuard } from './access-guard.js';
import { routeByName } from './route-table.js';

describe('accessGuard', () => {
  it('sends a visitor of an account route to the root with the spec message', () => {
    expect(accessGuard(routeByName['my-orders'], false)).toEqual({
      redirect: '/',
      message: 'You need to be logged in to see this page',
    });
  });

  it('lets a logged-in customer through, and anyone through an open route', () => {
    expect(accessGuard(routeByName['my-orders'], true)).toBeUndefined();
    expect(accessGuard(routeByName.checkout, false)).toBeUndefined();
    expect(accessGuard(undefined, false)).toBeUndefined();
  });
});
