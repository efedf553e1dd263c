import { SpotPage } from '../features/admin';

export const meta = () => [{ title: 'Spot · Back-office' }];

export default SpotPage;
