import { Router, type ErrorRequestHandler } from 'express';
import { sendError } from '../http/envelope.js';
import { HashingBusyError } from './hash-gate.js';
import { mountPasswordRoutes } from './password-routes.js';
import { mountProfileRoutes } from './profile-routes.js';
import { mountSessionRoutes } from './session-routes.js';
import type { UserContext } from './user-context.js';

/**
 * A password hash the gate refused (`users.passwordHashing`): 503 when the server is full, 429 when the client has its
 * share running already; with `Retry-After`, and the request changed nothing.
 */
const hashingBusy: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (!(error instanceof HashingBusyError) || res.headersSent) return next(error);
  res.setHeader('Retry-After', String(error.retryAfterSeconds));
  sendError(res, error.status, error.message);
};

/** `/api/user/*` (see docs/api.md#accounts) plus our `POST /logout`. */
export function createUserRouter(context: UserContext): Router {
  const router = Router();
  mountSessionRoutes(router, context);
  mountProfileRoutes(router, context);
  mountPasswordRoutes(router, context);
  router.use(hashingBusy);
  return router;
}
