import type { Customer } from './customer.js';

/** docs/behaviour.md#entities: what the browser holds of a session. Never the refresh token (ADR 0008). */
export interface SessionState {
  token: string | null;
  user: Customer | null;
}

export const GUEST_SESSION: SessionState = Object.freeze({ token: null, user: null });

/** Login stores the token; the profile follows from `GET me` (see docs/behaviour.md#user-session). */
export function loggedIn(token: string, user: Customer | null = null): SessionState {
  return { token, user };
}

/** A refreshed access token replaces the old one; the customer stays. */
export function withToken(state: SessionState, token: string): SessionState {
  return state.token === token ? state : { ...state, token };
}

export function withUser(state: SessionState, user: Customer): SessionState {
  return state.token ? { ...state, user } : state;
}

export function isLoggedIn(state: SessionState): boolean {
  return state.token !== null && state.token !== '';
}

function isCustomer(value: unknown): value is Customer {
  const customer = value as Partial<Customer> | null | undefined;
  return typeof customer?.id === 'number' && typeof customer.email === 'string';
}

/** What storage held, read defensively: a token without a readable customer is no session. */
export function sessionFromStorage(token: unknown, user: unknown): SessionState {
  if (typeof token !== 'string' || token === '' || !isCustomer(user)) return GUEST_SESSION;
  return { token, user };
}

/**
 * docs/behaviour.md#user-session: the session "starts from local storage". The server rendered the page from the shopper's cookies, so
 * its answer wins whenever there is one; storage is the answer only when the page did not come from the server's
 * session check (an offline page served by the service worker: `server` undefined).
 */
export function initialSession(server: SessionState | null | undefined, stored: SessionState): SessionState {
  if (server === undefined) return stored;
  return server ?? GUEST_SESSION;
}
