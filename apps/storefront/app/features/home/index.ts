export { ProductBanners, PromotedOffers } from './PromotedOffers';
