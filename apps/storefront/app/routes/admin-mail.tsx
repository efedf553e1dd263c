import { MailPage } from '../features/admin';

export const meta = () => [{ title: 'Mail · Back-office' }];

export default MailPage;
