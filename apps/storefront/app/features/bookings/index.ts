// Parking bookings after their order: the pass, one booking's page, the list, and the passes kept on this device.

export { BookingPage, type BookingPageProps } from './BookingPage';
export { BookingPass } from './BookingPass';
export { BookingsList } from './BookingsList';
export { KeepPasses } from './KeepPasses';
export type { BookingView } from './booking-view';
export { CancellationPolicyText } from './CancellationPolicyText';
export { ExtendBooking, type ExtendBookingProps, type ExtensionPayment } from './ExtendBooking';
export type { ExtensionState } from './extension-state';
