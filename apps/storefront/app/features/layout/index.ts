export { ErrorMessage } from './ErrorMessage';
export { ErrorPage } from './ErrorPage';
export { ShopChrome } from './ShopChrome';
export { useRememberShopFrame } from './use-shop-frame';
