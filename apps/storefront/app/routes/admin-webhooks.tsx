import { WebhooksPage } from '../features/admin';

export const meta = () => [{ title: 'Webhooks · Back-office' }];

export default WebhooksPage;
