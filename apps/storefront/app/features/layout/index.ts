export { ErrorPage } from './ErrorPage';
export { preloadOpenPanel } from './Panels';
export { ShopChrome } from './ShopChrome';
export { useRememberShopFrame } from './use-shop-frame';
