export { NoScriptNotifications } from './NoScriptNotifications';
export { Notifications } from './Notifications';
