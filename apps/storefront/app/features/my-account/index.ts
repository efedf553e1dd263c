// The "My account" pages: profile, shipping details, newsletter, orders, recently viewed.
export { NewsletterPage } from './NewsletterPage';
export { OrderPage } from './OrderPage';
export { MyBookingsPage } from './MyBookingsPage';
export { OrdersPage } from './OrdersPage';
export { ProfilePage } from './ProfilePage';
export { RecentlyViewedPage } from './RecentlyViewedPage';
export { ShippingDetailsPage } from './ShippingDetailsPage';
