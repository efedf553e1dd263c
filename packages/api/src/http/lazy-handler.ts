import type { RequestHandler } from 'express';

/**
 * A handler whose module is loaded by its first request: for a part most starts never use (the GraphQL endpoint and
 * its libraries, about a quarter of a second of every start otherwise). A load that fails is tried again by the next
 * request, and this one gets the error as any handler's would.
 */
export function lazyHandler(load: () => Promise<RequestHandler>): RequestHandler {
  let loading: Promise<RequestHandler> | undefined;
  return (req, res, next) => {
    loading ??= load();
    loading.then(
      (handler) => handler(req, res, next),
      (error: unknown) => {
        loading = undefined;
        next(error);
      },
    );
  };
}
