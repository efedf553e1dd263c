import { CouponsPage } from '../features/admin';

export const meta = () => [{ title: 'Coupons · Back-office' }];

export default CouponsPage;
