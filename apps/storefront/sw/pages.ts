import {
  copyIsDue,
  OFFLINE_COPY_HEADER,
  OFFLINE_SESSION_HEADER,
  pageKeeping,
  withoutRoutesParam,
} from '@storefront/core';
import { isPrecached } from './precache';
import { keep } from './runtime-cache';
import { log, PAGES, PRECACHE, worker } from './scope';

/** How long a page waits for the network before the kept copy answers (spec: network first, short time-out). */
export const NETWORK_TIMEOUT_MS = 3_000;
export const OFFLINE_PAGE = '/offline.html';

/** When each URL last got a credential-less copy (or warm-up): at most once per URL per interval. */
const copiedAt = new Map<string, number>();

const facts = (response: Response) => ({
  status: response.status,
  header: (name: string) => response.headers.get(name),
});

/** The URL a `.data` request's page has, and the reverse: what a shopper's visit to one kind lets us keep of the other. */
function documentUrlOf(dataUrl: string): string {
  const url = new URL(withoutRoutesParam(dataUrl));
  url.pathname = url.pathname.replace(/\.data$/, '').replace(/\/_$/, '/');
  url.searchParams.delete('index');
  return url.href;
}

function dataUrlOf(documentUrl: string): string {
  const url = new URL(documentUrl);
  url.pathname = url.pathname === '/' || url.pathname.endsWith('/') ? `${url.pathname}_.data` : `${url.pathname}.data`;
  return url.href;
}

/** A credential-less re-fetch of `url`, rendered by the server as an anonymous offline copy (see docs/behaviour.md#offline-copies). */
async function keepAnonymousCopy(url: string): Promise<void> {
  const now = Date.now();
  if (!copyIsDue(copiedAt.get(url), now)) return;
  copiedAt.set(url, now);
  try {
    const response = await fetch(url, { credentials: 'omit', headers: { [OFFLINE_COPY_HEADER]: '1' } });
    if (pageKeeping(facts(response)) === 'store' && !response.redirected) await keep(PAGES, url, response);
  } catch (error) {
    copiedAt.delete(url);
    log('offline copy failed', { url, error: String(error) });
  }
}

/**
 * The pages open when the browser's first worker takes them over: their documents and data came before it, so
 * nothing of them is kept yet. Each gets its offline copy now, as a page answered by the worker would.
 */
export async function keepOpenPages(): Promise<void> {
  const open = await worker.clients.matchAll({ type: 'window' });
  const urls = open.map((client) => new URL(client.url)).filter((url) => url.origin === worker.location.origin);
  await Promise.all(urls.flatMap((url) => [keepAnonymousCopy(url.href), keepAnonymousCopy(dataUrlOf(url.href))]));
}

const KEPT_AS_IS = 'X-Storefront-Kept-As-Is';
let shopperLoggedIn = false;

/**
 * A guest's page says 'no session': served offline to the same shopper after a login it would log them out. The
 * first answer for a logged-in shopper (a login message, or an answer carrying the session header) drops the pages
 * kept as they were.
 */
async function dropGuestPages(): Promise<void> {
  copiedAt.clear();
  const cache = await caches.open(PAGES);
  for (const request of await cache.keys())
    if ((await cache.match(request))?.headers.has(KEPT_AS_IS)) await cache.delete(request);
}

/**
 * A page said a shopper logged in (`storefront:session-started`): their next pages carry cookies, and the guest pages
 * kept before must go now, not at the next page answer (the shopper may go offline before any).
 */
export function forgetGuestPages(): Promise<void> {
  shopperLoggedIn = true;
  return dropGuestPages();
}

function markedAsIs(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(KEPT_AS_IS, '1');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Keeps what a page or `.data` answer allows, and an anonymous copy of its counterpart (document ↔ data). */
async function keepPage(request: Request, response: Response, kind: 'page' | 'data'): Promise<void> {
  const keeping = response.redirected ? 'never' : pageKeeping(facts(response));
  if (keeping === 'never') return;
  // Only a logged-in shopper's answer makes the guest's pages dangerous; a cart or flash cookie leaves them usable.
  const session = response.headers.get(OFFLINE_SESSION_HEADER) === '1';
  if (session && !shopperLoggedIn) await dropGuestPages();
  shopperLoggedIn = session;
  if (keeping === 'store') await keep(PAGES, request.url, markedAsIs(response));
  else await keepAnonymousCopy(request.url);
  // A page reached by a client-side navigation opens offline on a reload, and one loaded directly on a navigation.
  await keepAnonymousCopy(kind === 'data' ? documentUrlOf(request.url) : dataUrlOf(request.url));
}

async function keptCopy(request: Request, kind: 'page' | 'data'): Promise<Response | undefined> {
  const cache = await caches.open(PAGES);
  const exact = await cache.match(request.url, { ignoreVary: true });
  if (exact || kind === 'page') return exact;
  return cache.match(withoutRoutesParam(request.url), { ignoreVary: true });
}

const delay = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms));

/**
 * Network first with a time-out: the network's answer when it comes within NETWORK_TIMEOUT_MS (or when nothing is
 * kept), else the kept copy; offline, the kept copy, then (documents) the offline page. A `.data` miss fails, and the
 * app sends the shopper home with the offline message.
 */
export async function networkFirst(event: FetchEvent, kind: 'page' | 'data'): Promise<Response> {
  const { request } = event;
  const network = (async () => {
    const preloaded = kind === 'page' ? ((await event.preloadResponse) as Response | undefined) : undefined;
    const response = preloaded ?? (await fetch(request));
    event.waitUntil(keepPage(request, response.clone(), kind).catch((error) => log('keeping failed', String(error))));
    return response;
  })();
  const failed = network.then(
    () => false,
    () => true,
  );
  const first = await Promise.race([
    network.then(
      (response) => response,
      () => undefined,
    ),
    delay(NETWORK_TIMEOUT_MS),
  ]);
  if (first instanceof Response) return first;
  const kept = await keptCopy(request, kind);
  if (kept) {
    log(first === 'timeout' ? 'slow network: kept copy' : 'offline: kept copy', request.url);
    return kept;
  }
  if (!(await failed)) return network;
  if (kind === 'data') {
    log('offline: no kept copy', request.url);
    return Response.error();
  }
  // A page of the build itself (the passes kept on the device) opens from the precache: it needs no server.
  const pathname = new URL(request.url).pathname;
  if (kind === 'page' && isPrecached(pathname)) {
    const precached = await caches.match(pathname, { cacheName: PRECACHE });
    if (precached) return precached;
  }
  log('offline: offline page', request.url);
  return (await caches.match(OFFLINE_PAGE, { cacheName: PRECACHE })) ?? Response.error();
}
