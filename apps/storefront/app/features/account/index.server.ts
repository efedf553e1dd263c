// Server-only face of the session: the account endpoints the root loader sends to the browser.
export { accountSettings } from './account-settings.server';
