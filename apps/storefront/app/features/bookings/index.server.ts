// Server-only face of the bookings: the API's reads and the cancel, for loaders and actions.
export { cancelBooking, readBooking, readMyBookings, readOrderBookings } from './bookings.server';
export { extensionAction } from './extension.server';
