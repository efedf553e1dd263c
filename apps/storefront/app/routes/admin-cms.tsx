import { CmsPage } from '../features/admin';

export const meta = () => [{ title: 'CMS · Back-office' }];

export default CmsPage;
