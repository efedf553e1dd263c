import { useWishlistSync } from './use-wishlist-sync';

/** Loaded on demand once a customer is logged in; renders nothing. */
export default function WishlistSync({ customerId }: { customerId: number }) {
  useWishlistSync(customerId);
  return null;
}
