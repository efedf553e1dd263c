import { CustomerPage } from '../features/admin';

export const meta = () => [{ title: 'Customer · Back-office' }];

export default CustomerPage;
