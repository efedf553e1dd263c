// The account feature's server-only face.
export { accountSettings, endpointUrl } from './account-settings.server';
