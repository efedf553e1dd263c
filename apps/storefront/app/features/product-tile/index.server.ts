// Server-only face of the product tile: the tiles' prices of bundles and grouped products come from their parts.
export { MEMBER_FILTERS, productsBySku, withPartsPrices } from './parts-prices.server';
