/** A change the shopper made to the wishlist in this browser. */
export type WishlistChange = { kind: 'add'; sku: string } | { kind: 'remove'; sku: string };

let mirror: ((change: WishlistChange) => void) | undefined;

/**
 * While a customer is logged in, the wishlist sync (loaded on demand) registers here to send each add and remove to
 * the server. The list hooks only report changes; they never load the sync code, so guests download none of it. Set
 * only from an effect, so it exists in the browser alone, never on the server.
 */
export function setWishlistMirror(next: (change: WishlistChange) => void): () => void {
  mirror = next;
  return () => {
    if (mirror === next) mirror = undefined;
  };
}

export function mirrorWishlistChange(change: WishlistChange): void {
  mirror?.(change);
}
