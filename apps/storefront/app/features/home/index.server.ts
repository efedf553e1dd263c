export { loadPromotedOffers } from './load-promoted-offers.server';
