import type { CartItem } from './cart-item.js';

/** A booking line is a period of a parking spot; any other line is a product. */
export type CartLineKind = 'product' | 'booking';

export interface CartLineKindRules {
  /** The line's price goes with it to the server: a booking's is the price the spot listing offered (signed). */
  sendsPrice: boolean;
  /** The server's price replaces the line's: a product is priced by the catalogue, a booking keeps its offer. */
  takesServerPrice: boolean;
}

const RULES: Record<CartLineKind, CartLineKindRules> = {
  product: { sendsPrice: false, takesServerPrice: true },
  booking: { sendsPrice: true, takesServerPrice: false },
};

export function cartLineKind(line: Pick<CartItem, 'book_from' | 'spot_id'>): CartLineKind {
  return line.book_from || line.spot_id !== undefined ? 'booking' : 'product';
}

/** What the cart client does for this line's kind. */
export const cartLineKindRules = (line: Pick<CartItem, 'book_from' | 'spot_id'>): CartLineKindRules =>
  RULES[cartLineKind(line)];
