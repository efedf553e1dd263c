import { OrdersPage } from '../features/admin';

export const meta = () => [{ title: 'Orders · Back-office' }];

export default OrdersPage;
