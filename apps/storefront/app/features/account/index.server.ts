// Server-only face of the session: the account endpoints the root loader sends to the browser, the reset link's post.
export { accountSettings } from './account-settings.server';
export { createPasswordAction, type CreatePasswordRefusal } from './create-password.server';
