import { ReviewsPage } from '../features/admin';

export const meta = () => [{ title: 'Reviews · Back-office' }];

export default ReviewsPage;
