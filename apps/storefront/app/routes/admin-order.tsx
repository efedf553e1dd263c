import { OrderPage } from '../features/admin';

export const meta = () => [{ title: 'Order · Back-office' }];

export default OrderPage;
