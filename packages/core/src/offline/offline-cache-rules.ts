/**
 * What the service worker may keep, and how it answers each request (see docs/behaviour.md#offline-copies). Pure rules, so
 * the server (which marks responses) and the worker (which obeys the marks) read one definition.
 */

/** On every page and `.data` response: whether the worker may keep it, keep a credential-less copy, or nothing. */
export const OFFLINE_HEADER = 'X-Storefront-Offline';
/** On the worker's credential-less re-fetch: render the page as an anonymous offline copy. */
export const OFFLINE_COPY_HEADER = 'X-Storefront-Offline-Copy';

export type OfflineMark = 'never' | 'copy' | 'store';

/** The storefront's own cookies: a request carrying any of them may get personal data back. */
export const PERSONAL_COOKIES: readonly string[] = ['sf_at', 'sf_rt', 'sf_cart', 'sf_flash'];

function cookieNames(cookieHeader: string | null | undefined): string[] {
  if (!cookieHeader) return [];
  return cookieHeader
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '');
}

/**
 * On a page or `.data` response whose request carried the session cookies (a logged-in shopper). A page the worker
 * kept for a guest says "no session": once this header appears, such pages must go, or an offline reload would log
 * the shopper out. A cart or flash cookie alone does not send it: they leave a guest a guest.
 */
export const OFFLINE_SESSION_HEADER = 'X-Storefront-Session';

const SESSION_COOKIES: readonly string[] = ['sf_at', 'sf_rt'];

/** Whether the request carries a logged-in shopper's session cookies. */
export function carriesSession(cookieHeader: string | null | undefined): boolean {
  return cookieNames(cookieHeader).some((name) => SESSION_COOKIES.includes(name));
}

/** The server's mark for a page or `.data` response. */
export function offlineMarkOf(input: { never: boolean; cookieHeader: string | null | undefined }): OfflineMark {
  if (input.never) return 'never';
  return cookieNames(input.cookieHeader).some((name) => PERSONAL_COOKIES.includes(name)) ? 'copy' : 'store';
}

export type RequestStrategy =
  /** A document navigation: network first, then the kept copy, then `/offline.html`. */
  | 'page'
  /** A React Router `.data` request: network first, then the kept copy; a miss fails. */
  | 'data'
  /** Catalogue API reads and images: stale-while-revalidate. */
  | 'catalog'
  | 'image'
  /** Hashed build assets and the precached files: cache first. */
  | 'asset'
  /** Everything else (cart, order, user, payment, sync, writes): the network alone, never kept. */
  | 'network';

export interface RequestFacts {
  method: string;
  url: string;
  /** The worker's own origin. */
  origin: string;
  /** `Request.mode` ('navigate' for document loads). */
  mode: string;
}

// React Router's route discovery (`/__manifest`) is public and names the build's version: offline it lets links to
// pages not discovered yet still navigate client-side.
const CATALOG_PATHS = [/^\/api\/catalog\//, /^\/api\/ext\/cms-data\//, /^\/__manifest$/];

// The back-office's pages, their data and their own chunks are the network's only: no copy of them stays in the
// shopper's (or the merchant's) browser, and the precache never holds them (docs/back-office.md#the-screens).
const BACK_OFFICE = /^\/(admin(\/|\.data$|$)|assets\/admin[-.])/;

export function strategyFor(request: RequestFacts): RequestStrategy {
  if (request.method.toUpperCase() !== 'GET') return 'network';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'network';
  }
  if (url.origin !== request.origin) return 'network';
  if (BACK_OFFICE.test(url.pathname)) return 'network';
  if (request.mode === 'navigate') return 'page';
  if (url.pathname.endsWith('.data')) return 'data';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  if (url.pathname.startsWith('/img/')) return 'image';
  if (CATALOG_PATHS.some((path) => path.test(url.pathname))) return 'catalog';
  return 'network';
}

export interface ResponseFacts {
  status: number;
  /** Header lookup, case-insensitive like `Headers.get`. */
  header: (name: string) => string | null;
}

function forbidsStoring(response: ResponseFacts): boolean {
  const cacheControl = (response.header('Cache-Control') ?? '').toLowerCase();
  return /(^|[\s,])no-store($|[\s,;])/.test(cacheControl);
}

/**
 * What the worker does with a page or `.data` response from the network: keep it, keep a credential-less copy of
 * the same URL instead, or keep nothing. Only successful answers are kept; an unmarked answer (not the storefront's
 * own page) is never kept.
 */
export function pageKeeping(response: ResponseFacts): OfflineMark {
  if (response.status !== 200) return 'never';
  const mark = response.header(OFFLINE_HEADER);
  if (mark === 'copy') return 'copy';
  if (mark !== 'store' || forbidsStoring(response)) return 'never';
  return 'store';
}

/** Whether a catalogue API or image answer may go into the shared cache. */
export function mayKeepShared(response: ResponseFacts): boolean {
  if (response.status !== 200) return false;
  const cacheControl = (response.header('Cache-Control') ?? '').toLowerCase();
  return !forbidsStoring(response) && !/(^|[\s,])private($|[\s,;])/.test(cacheControl);
}

/** A `.data` URL without React Router's `_routes` parameter: a copy of the whole page's data answers it too. */
export function withoutRoutesParam(url: string): string {
  const parsed = new URL(url);
  if (!parsed.searchParams.has('_routes')) return url;
  parsed.searchParams.delete('_routes');
  return parsed.href;
}

/** The credential-less re-fetch of a `copy` page happens at most once per URL in this time. */
export const OFFLINE_COPY_INTERVAL_MS = 10 * 60 * 1000;

export function copyIsDue(lastCopiedAt: number | undefined, now: number): boolean {
  return lastCopiedAt === undefined || now - lastCopiedAt >= OFFLINE_COPY_INTERVAL_MS;
}
