export type ScrollTarget = { readonly hash: string } | { readonly top: 0 };

/** Spec point 2: after a navigation the router scrolls to the hash target, or to the top. */
export function scrollTarget(location: { readonly hash?: string | null }): ScrollTarget {
  const hash = location.hash ?? '';
  return hash !== '' && hash !== '#' ? { hash: hash.startsWith('#') ? hash : `#${hash}` } : { top: 0 };
}
