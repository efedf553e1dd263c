/** The back-office screens at `/admin` (docs/back-office.md#the-screens): no shop route imports them. */
export { AdminShell } from './AdminShell';
export { OrdersPage } from './OrdersPage';
export { OrderPage } from './OrderPage';
export { ReviewsPage } from './ReviewsPage';
export { CustomersPage } from './CustomersPage';
export { MailPage } from './MailPage';
export { AuditPage } from './AuditPage';
export { UsersPage } from './UsersPage';
export { AccountPage } from './AccountPage';
