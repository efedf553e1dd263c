import { ProductsPage } from '../features/admin';

export const meta = () => [{ title: 'Products · Back-office' }];

export default ProductsPage;
