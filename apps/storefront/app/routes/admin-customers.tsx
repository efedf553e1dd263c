import { CustomersPage } from '../features/admin';

export const meta = () => [{ title: 'Customers · Back-office' }];

export default CustomersPage;
