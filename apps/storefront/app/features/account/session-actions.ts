import {
  GUEST_SESSION,
  LOGOUT_CLEARS,
  ORDERS_HISTORY_STORAGE,
  readEnvelope,
  replyMessage,
  SESSION_COOKIE_HEADER,
  SESSION_NOTIFICATION_GROUP,
  sessionFromStorage,
  USER_STORAGE,
  USER_TOKEN_STORAGE,
  loggedIn,
  withUser,
  type Customer,
  type CustomerProfileUpdate,
  type CustomerRegistration,
  type SessionState,
  type SyncTask,
  type SyncTaskInput,
  type TaskQueue,
} from '@storefront/core';
import { browserStorage, SESSION_SAVED_EVENT } from '../../lib/browser-storage';
import { forgetTransmittedOrders } from '../../lib/local-orders';
import type { SessionController } from './session-controller';
import { machineOf, sessionOutbox } from './session-queue';
import type { SessionOutcome } from './session-types';
import { startSyncTaskOutbox } from './sync-task-outbox';

/** Loaded on the first session action (or when a logged-in page settles), never as part of the page's start-up code. */

const queueOf = (controller: SessionController): TaskQueue => sessionOutbox(controller);

/** A JSON POST; `cookieMode` asks the API to keep the tokens in HttpOnly cookies (ADR 0008). */
function post(body: unknown, cookieMode = false): SyncTaskInput['payload'] {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (cookieMode) headers[SESSION_COOKIE_HEADER] = '1';
  return { method: 'POST', headers, body: JSON.stringify(body) };
}

/** Sends a task now; the form shows the outcome itself, so the generic error notification stays silent. */
async function send(controller: SessionController, input: SyncTaskInput): Promise<SyncTask | string> {
  try {
    return await queueOf(controller).execute({ silent: true, ...input });
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * A refused reply shows the server's own text (a password change failure shows the server's result message), whether
 * it answered a string, `{errorMessage}` / `{message}`, or a list of validation errors.
 */
function failed(reply: SyncTask | string): SessionOutcome {
  if (typeof reply === 'string') return { ok: false, message: reply };
  const message = replyMessage(reply.result, ['text', 'errorMessage', 'message', 'list'], 'Internal validation error');
  return { ok: false, message };
}

const writes = new WeakMap<SessionController, Promise<void>>();

async function write(state: SessionState): Promise<void> {
  const user = browserStorage()?.collection(USER_STORAGE.collection);
  if (!user) return;
  await Promise.all([
    state.token ? user.setItem(USER_TOKEN_STORAGE.key, state.token) : user.removeItem(USER_TOKEN_STORAGE.key),
    state.user ? user.setItem(USER_STORAGE.key, state.user) : user.removeItem(USER_STORAGE.key),
  ]);
  window.dispatchEvent(new Event(SESSION_SAVED_EVENT));
}

/**
 * Writes the session as it is when the write runs, one write after the other: a slow write of an older state (the
 * page's first save) can never land after a logout's removal and bring the token back.
 */
export function persist(controller: SessionController): Promise<void> {
  const next = (writes.get(controller) ?? Promise.resolve()).then(() => write(controller.getSnapshot()));
  writes.set(controller, next);
  return next;
}

/** The server's answer goes to storage; without one (an offline page), storage is the answer. */
export async function adoptSession(controller: SessionController, server: SessionState | null | undefined) {
  // The provider has already adopted the server's answer; storage follows the state of now.
  if (server !== undefined) await persist(controller);
  else await followOtherTab(controller);
  // The session is known now: the tasks earlier pages queued (offline, or cut short by a reload) go out with it.
  void startSyncTaskOutbox(controller);
}

const otherTabReads = new WeakMap<SessionController, number>();

/**
 * Reads the stored session, for a page without the server's answer or after another tab changed it. A tab's
 * writes arrive as several storage events (token, then customer); each one reads storage again and only the newest read is adopted, so a read that saw half a login never has the last word.
 */
export async function followOtherTab(controller: SessionController): Promise<void> {
  const turn = (otherTabReads.get(controller) ?? 0) + 1;
  otherTabReads.set(controller, turn);
  const user = browserStorage()?.collection(USER_STORAGE.collection);
  if (!user) return;
  const [token, customer] = await Promise.all([
    user.getItem<string>(USER_TOKEN_STORAGE.key),
    user.getItem<Customer>(USER_STORAGE.key),
  ]);
  if (otherTabReads.get(controller) === turn) controller.set(sessionFromStorage(token, customer));
}

async function set(controller: SessionController, state: SessionState): Promise<void> {
  controller.set(state);
  await persist(controller);
}

export async function refreshProfile(controller: SessionController): Promise<SessionOutcome> {
  const reply = await send(controller, { url: controller.settings.endpoints.me, payload: { method: 'GET' } });
  if (typeof reply === 'string' || reply.resultCode !== 200) return failed(reply);
  await set(controller, withUser(controller.getSnapshot(), reply.result as Customer));
  return { ok: true };
}

async function loadOrderHistory(controller: SessionController): Promise<void> {
  const reply = await send(controller, {
    url: controller.settings.endpoints.orderHistory,
    params: { pageSize: 20, currentPage: 1 },
    payload: { method: 'GET' },
  });
  if (typeof reply === 'string' || reply.resultCode !== 200) return;
  await browserStorage()
    ?.collection(ORDERS_HISTORY_STORAGE.collection)
    .setItem(ORDERS_HISTORY_STORAGE.key, reply.result);
}

/** docs/behaviour.md#user-session: login stores the token, then loads the profile and the order history. */
export async function login(controller: SessionController, username: string, password: string) {
  const reply = await send(controller, {
    url: controller.settings.endpoints.login,
    payload: post({ username, password }, true),
  });
  if (typeof reply === 'string' || reply.resultCode !== 200 || typeof reply.result !== 'string') return failed(reply);
  machineOf(controller).reset();
  controller.set(loggedIn(reply.result));
  // Pages the worker kept for the guest say "no session": offline they would log this shopper out (see docs/behaviour.md#offline).
  if (typeof navigator !== 'undefined')
    navigator.serviceWorker?.controller?.postMessage({ type: 'storefront:session-started' });
  const profile = await refreshProfile(controller);
  if (!profile.ok) return profile;
  void loadOrderHistory(controller);
  return { ok: true } as const;
}

/** docs/behaviour.md#calls: on code 200 the shopper is logged in. */
export async function register(controller: SessionController, registration: CustomerRegistration) {
  const reply = await send(controller, { url: controller.settings.endpoints.create, payload: post(registration) });
  if (typeof reply === 'string' || reply.resultCode !== 200) return failed(reply);
  return login(controller, registration.customer.email, registration.password);
}

/**
 * Ends the session: the API revokes the refresh-token family and clears the cookies, the browser forgets the cart
 * token, user, wishlist, checkout details, cart and the orders the shop already has (their names and addresses). The
 * silent variant follows a failed token refresh.
 */
export async function endSession(controller: SessionController, { silent }: { silent: boolean }): Promise<void> {
  const token = controller.getToken();
  // A task of this session refused from now on (a cart pull that crossed the logout) keeps its reply: the refresh
  // token is being revoked, and a refresh would end the session a second time, opening the login modal.
  if (token) machineOf(controller).retire(token);
  // The API ends the session first: whatever follows the state to guest (a loader revalidation) must already find
  // the cookies cleared. Sent without the session's queue: a refused logout must not start a token refresh.
  await fetch(controller.settings.endpoints.logout, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [SESSION_COOKIE_HEADER]: '1',
      ...(token && { Authorization: `Bearer ${token}` }),
    },
    body: '{}',
  }).catch(() => undefined);
  // The shopper's queued tasks go with them (docs/behaviour.md#offline: "tasks of a shopper who logged out are dropped"), in every tab.
  await sessionOutbox(controller).clearNotTransmitted();
  // Storage is cleared before the state turns guest: whatever follows the state (the cart) must find the stored
  // session gone, since a stored one means "not adopted yet" (an offline copy of a page starts as a guest).
  const storage = browserStorage();
  if (storage)
    await Promise.all([
      ...LOGOUT_CLEARS.map((place) => storage.collection(place.collection).removeItem(place.key)),
      forgetTransmittedOrders().catch(() => undefined),
      // The parking passes kept for the car park were this shopper's too.
      import('../bookings/pass-store').then(({ clearPasses }) => clearPasses()).catch(() => undefined),
    ]);
  controller.set(GUEST_SESSION);
  await persist(controller);
  // The session's notice: it replaces a contradicting one, a login dismisses it, and it outlives the page (a logout
  // on an account page sends the shopper home).
  if (!silent)
    controller.notifications.add({
      type: 'success',
      message: "You're logged out",
      group: SESSION_NOTIFICATION_GROUP,
      outlivesPage: true,
    });
}

/** The refresh of the token-invalidation machine: cookie mode, so the refresh token never passes through a script. */
export async function refreshToken(controller: SessionController): Promise<string | undefined> {
  const reply = await readEnvelope(
    await fetch(controller.settings.endpoints.refresh, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SESSION_COOKIE_HEADER]: '1' },
      body: '{}',
    }),
  );
  return reply.code === 200 && typeof reply.result === 'string' && reply.result !== '' ? reply.result : undefined;
}

/** docs/behaviour.md#calls: queued, then sent. */
export async function updateProfile(controller: SessionController, update: CustomerProfileUpdate) {
  // With the current password (an e-mail change) it is sent now or not at all: a queued task would keep the password
  // in the browser's storage until it went out.
  if (update.currentPassword !== undefined) {
    const reply = await send(controller, { url: controller.settings.endpoints.me, payload: post(update) });
    if (typeof reply === 'string' || reply.resultCode !== 200) return failed(reply);
    await set(controller, withUser(controller.getSnapshot(), reply.result as Customer));
    return { ok: true } as const;
  }
  const queue = queueOf(controller);
  const task = await queue.queue({ url: controller.settings.endpoints.me, payload: post(update), silent: true });
  const report = await queue.flush();
  const sent = report.transmitted.find((candidate) => candidate.task_id === task.task_id);
  if (!sent) return failed(report.error instanceof Error ? report.error.message : 'Internal validation error');
  if (sent.resultCode !== 200) return failed(sent);
  await set(controller, withUser(controller.getSnapshot(), sent.result as Customer));
  return { ok: true } as const;
}

export async function changePassword(controller: SessionController, currentPassword: string, newPassword: string) {
  const reply = await send(controller, {
    url: controller.settings.endpoints.changePassword,
    payload: post({ currentPassword, newPassword }),
  });
  if (typeof reply === 'string' || reply.resultCode !== 200) return failed(reply);
  return { ok: true } as const;
}

export async function requestPasswordReset(controller: SessionController, email: string): Promise<SessionOutcome> {
  const reply = await send(controller, { url: controller.settings.endpoints.resetPassword, payload: post({ email }) });
  if (typeof reply === 'string' || reply.resultCode !== 200)
    return { ok: false, message: 'Error while sending reset password e-mail' };
  return { ok: true };
}

/** The e-mailed link's page: sets the new password, then logs in when `users.loginAfterCreatePassword`. */
export async function createPassword(
  controller: SessionController,
  input: { email: string; resetToken: string; newPassword: string },
): Promise<SessionOutcome> {
  const reply = await send(controller, { url: controller.settings.endpoints.createPassword, payload: post(input) });
  if (typeof reply === 'string' || reply.resultCode !== 200) return failed(reply);
  if (!controller.settings.loginAfterCreatePassword) return { ok: true };
  return login(controller, input.email, input.newPassword);
}
