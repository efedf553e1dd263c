import { SpotsPage } from '../features/admin';

export const meta = () => [{ title: 'Spots · Back-office' }];

export default SpotsPage;
