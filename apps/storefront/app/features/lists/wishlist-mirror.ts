/** A change the shopper made to the wishlist in this browser. */
export type WishlistChange = { kind: 'add'; sku: string } | { kind: 'remove'; sku: string };

/** Which customer's server list the browser's wishlist last mirrored (a customer id), in localStorage. */
const OWNER_KEY = 'shop/wishlist-owner';

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

/**
 * A change with no sync registered is a guest's: the browser's list no longer mirrors any customer's, so the next login
 * merges it into the server's instead of taking the server's as the truth.
 */
export function mirrorWishlistChange(change: WishlistChange): void {
  if (mirror) mirror(change);
  else setWishlistOwner(null);
}

export function wishlistOwner(): number | null {
  try {
    const value = window.localStorage.getItem(OWNER_KEY);
    return value === null ? null : Number(value);
  } catch {
    return null;
  }
}

export function setWishlistOwner(customerId: number | null): void {
  try {
    if (customerId === null) window.localStorage.removeItem(OWNER_KEY);
    else window.localStorage.setItem(OWNER_KEY, String(customerId));
  } catch {
    // No storage (private mode, quota): every login then merges, which loses nothing.
  }
}
