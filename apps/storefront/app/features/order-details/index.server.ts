// Server-only face of the order details: the view of a placed order, and the read of the order this browser placed.
export { orderDate, orderDetailsView, readPlacedOrder } from './order-details.server';
