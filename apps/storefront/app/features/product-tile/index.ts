// The product tile: one product in a listing (category, search, related products, home), shared by those features.
export { ProductTile } from './ProductTile';
export { TILE_FIELDS, toProductTileView, type ProductTileView } from './product-tile-view';
