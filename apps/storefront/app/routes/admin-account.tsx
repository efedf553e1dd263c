import { AccountPage } from '../features/admin';

export const meta = () => [{ title: 'My account · Back-office' }];

export default AccountPage;
