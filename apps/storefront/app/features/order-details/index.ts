// One placed order, shown alike by the thank-you page (checkout) and the account's order page (my-account).
export { OrderDetails } from './OrderDetails';
export type { OrderDetailsView } from './order-details-view';
