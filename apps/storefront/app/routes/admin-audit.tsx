import { AuditPage } from '../features/admin';

export const meta = () => [{ title: 'Audit · Back-office' }];

export default AuditPage;
