// Tiny and eager on purpose: the no-JS cart forms and the spot listing announce server cart changes here,
// and the lazily loaded client cart store listens once it is loaded.
type CartChangedListener = () => void;

const EVENT = 'sf:cart-changed';

/** Tells the client cart that the server cart changed outside it; the store then pulls. */
export function announceCartChanged(): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new Event(EVENT));
}

/** Subscribes to announcements; returns the unsubscribe function. */
export function onCartChanged(listener: CartChangedListener): () => void {
  if (typeof window === 'undefined') return () => {};
  const handler = () => listener();
  window.addEventListener(EVENT, handler);
  return () => window.removeEventListener(EVENT, handler);
}
