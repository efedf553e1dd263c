// Server-only face of the account pages: their loaders' data (the customer's orders, the signed-in check).
export { accountPage } from './account-page.server';
export { loadOrder, loadOrderHistory, orderDetail, orderRow } from './orders.server';
