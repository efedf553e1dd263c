import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { isRouteErrorResponse, ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { pageCacheControl } from './lib/page-cache-control';
import { isRefusedCrossOriginAction, refusalSummary } from './lib/refused-action-log.server';
import { storefrontContext } from './lib/request-context';
import { logger } from './lib/logger.server';

// The server reads the context key from the build, so it sets values on the very object the loaders read.
export { storefrontContext } from './lib/request-context';

export const streamTimeout = 5_000;

const refusedActions = refusalSummary('cross-origin actions');

/**
 * React Router's own default (every error logged), but its refusals of cross-origin actions are summed up:
 * any site can make browsers send them, and a line each would let it fill the shop's logs.
 */
export function handleError(error: unknown, { request }: { request: Request }): void {
  if (request.signal.aborted) return;
  if (isRefusedCrossOriginAction(request)) return refusedActions();
  logger.error(
    {
      err:
        isRouteErrorResponse(error) && (error as { error?: unknown }).error
          ? (error as { error?: unknown }).error
          : error,
      path: new URL(request.url).pathname,
    },
    'Unhandled error while rendering',
  );
}

/** The data requests of client-side navigations vary by shopper as the documents do. */
export function handleDataRequest(response: Response, { request }: { request: Request }): Response {
  if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', pageCacheControl(request));
  return response;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A page that forbids storing (the back-office, docs/back-office.md#the-screens) keeps it; the others follow the shop's rule.
  if (!/(^|[\s,])no-store($|[\s,;])/.test(responseHeaders.get('Cache-Control') ?? ''))
    responseHeaders.set('Cache-Control', pageCacheControl(request));
  if (request.method.toUpperCase() === 'HEAD')
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole document at once; shoppers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    // The server's Content-Security-Policy allows inline scripts with this nonce only.
    const { nonce } = loadContext.get(storefrontContext);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              timeout = undefined;
              callback();
            },
          });
          if (!responseHeaders.has('Content-Type')) responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell are logged by React Router itself.
          if (shellRendered) logger.error({ err: error }, 'Unhandled error while streaming a page');
        },
      },
    );
  });
}
