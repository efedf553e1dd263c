import { CategoriesPage } from '../features/admin';

export const meta = () => [{ title: 'Categories · Back-office' }];

export default CategoriesPage;
