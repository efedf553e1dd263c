export { loadMenuEntries } from './menu-entries.server';
export { loadShopFrame } from './shop-frame.server';
