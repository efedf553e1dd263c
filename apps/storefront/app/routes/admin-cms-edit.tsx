import { CmsEditPage } from '../features/admin';

export const meta = () => [{ title: 'CMS · Back-office' }];

export default CmsEditPage;
