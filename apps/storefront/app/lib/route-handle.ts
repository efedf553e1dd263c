/** What a route module may declare in its `handle` export. */
export interface RouteHandle {
  /** The page is sent without any script (no hydration): `/no-js.html`, AMP pages. */
  noScripts?: boolean;
}

export function usesScripts(handle: unknown): boolean {
  return !(typeof handle === 'object' && handle !== null && (handle as RouteHandle).noScripts === true);
}
