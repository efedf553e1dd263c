import { ProductPage } from '../features/admin';

export const meta = () => [{ title: 'Product · Back-office' }];

export default ProductPage;
