import {
  formErrors,
  localizedRoute,
  NEW_PASSWORD_SET,
  newPasswordFormSchema,
  readEnvelope,
  replyMessage,
  SESSION_COOKIE_HEADER,
  type NewPasswordFields,
} from '@storefront/core';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { flashCookie } from '../../lib/flash.server';
import { logger } from '../../lib/logger.server';
import type { PageContext } from '../../lib/page-context.server';
import { storefrontContext } from '../../lib/request-context';

/** What the reset page shows after a refused post: the reason, next to the form. */
export interface CreatePasswordRefusal {
  message: string;
}

/**
 * The e-mailed reset link's form without JavaScript (with it, the page sends the same request from the browser):
 * the new password is checked with the form's own schema, set through the API's create-password endpoint, and, when
 * `users.loginAfterCreatePassword`, the shopper is logged in the way the session middleware refreshes a session:
 * the API answers its session cookies (ADR 0008) and they go to the shopper with the redirect home. The form posts,
 * so a password never travels in a URL (a GET form would put it in the address bar and the access logs).
 */
export async function createPasswordAction({
  request,
  context,
  page,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  page: PageContext;
}): Promise<Response | ReturnType<typeof data<CreatePasswordRefusal>>> {
  const email = page.url.searchParams.get('email') ?? '';
  const resetToken = page.url.searchParams.get('token') ?? '';
  if (email === '' || resetToken === '')
    return data({ message: 'This link is incomplete. Ask for a new password reset e-mail.' }, { status: 400 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data({ message: 'The request body must be a form' }, { status: 400 });
  }
  const fields: NewPasswordFields = { password: text(form, 'password'), rPassword: text(form, 'rPassword') };
  const invalid = Object.values(formErrors(newPasswordFormSchema, fields))[0];
  if (invalid) return data({ message: invalid }, { status: 400 });

  const { apiFetch, config } = context.get(storefrontContext);
  const json = { 'Content-Type': 'application/json' };
  let reply;
  try {
    reply = await readEnvelope(
      await apiFetch(config.api.endpoints.user.createPassword, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email, resetToken, newPassword: fields.password }),
        cache: 'no-store',
      }),
    );
  } catch (error) {
    logger.error({ err: error }, '[create-password] the API could not be reached');
    return data({ message: 'Internal validation error' }, { status: 502 });
  }
  if (reply.code !== 200) {
    const message = replyMessage(
      reply.result,
      ['text', 'errorMessage', 'message', 'list'],
      'Internal validation error',
    );
    // The API's own limit (429) stays a 429 for the shopper's browser and any client that reads statuses.
    return data({ message }, { status: reply.code >= 500 ? 502 : reply.code === 429 ? 429 : 400 });
  }

  const headers = new Headers({ 'Set-Cookie': flashCookie({ type: 'success', message: NEW_PASSWORD_SET }) });
  if (config.users.loginAfterCreatePassword) {
    try {
      const login = await apiFetch(config.api.endpoints.user.login, {
        method: 'POST',
        headers: {
          ...json,
          [SESSION_COOKIE_HEADER]: '1',
          // The API marks its cookies Secure when the shopper's request was https, not this loopback call.
          'X-Forwarded-Proto': page.url.protocol.replace(':', ''),
        },
        body: JSON.stringify({ username: email, password: fields.password }),
        cache: 'no-store',
      });
      for (const cookie of login.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
    } catch (error) {
      // The password is set: the shopper logs in with it by hand.
      logger.error({ err: error }, '[create-password] the login after the new password failed');
    }
  }
  return redirect(localizedRoute('/', page.storeCode, page.stores), { status: 303, headers });
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
