import { UsersPage } from '../features/admin';

export const meta = () => [{ title: 'Users · Back-office' }];

export default UsersPage;
