import { logger } from './logger.server';

/** How often at most the storefront logs that it refused cross-origin actions: one line with a count. */
export const REFUSAL_SUMMARY_INTERVAL_MS = 60_000;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether React Router refused this request as a cross-origin action (its CSRF check: a write whose `Origin` is not
 * the page's own). Anyone can send those by the thousand; each is answered 400 and is no error of the shop.
 */
export function isRefusedCrossOriginAction(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  try {
    return new URL(origin).origin !== new URL(request.url).origin;
  } catch {
    // 'null' (a sandboxed page, a file) or no URL at all: refused too.
    return true;
  }
}

export interface RefusalSummaryOptions {
  now?: () => number;
  log?: (line: string) => void;
  intervalMs?: number;
}

/**
 * Counts refusals and logs at most one line per interval: the first refusal at once, then, at the first refusal after
 * the interval, how many came meanwhile. A flood of refused requests costs one line a minute, not one each.
 */
export function refusalSummary(
  what: string,
  {
    now = Date.now,
    log = (message: string) => logger.warn(message),
    intervalMs = REFUSAL_SUMMARY_INTERVAL_MS,
  }: RefusalSummaryOptions = {},
): () => void {
  let unlogged = 0;
  let loggedAt: number | undefined;
  return () => {
    unlogged++;
    const at = now();
    if (loggedAt !== undefined && at - loggedAt < intervalMs) return;
    log(`[security] ${unlogged} ${what} refused${loggedAt === undefined ? '' : ' since the last report'}`);
    unlogged = 0;
    loggedAt = at;
  };
}
