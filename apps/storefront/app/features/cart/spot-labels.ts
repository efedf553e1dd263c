/** Said when Add would take a second place of a booking already in the cart without the shopper asking for one. */
export const SPOT_ALREADY_IN_CART = 'This spot is already in your cart for this period.';
/** The question that follows on the spot's page: a second place is a choice, never a second click's accident. */
export const SECOND_PLACE_QUESTION = 'Do you need a second place, for another car?';
