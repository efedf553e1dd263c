import { Router } from 'express';
import { mountPasswordRoutes } from './password-routes.js';
import { mountProfileRoutes } from './profile-routes.js';
import { mountSessionRoutes } from './session-routes.js';
import type { UserContext } from './user-context.js';

/** `/api/user/*` (contract section 4) plus our `POST /logout`. */
export function createUserRouter(context: UserContext): Router {
  const router = Router();
  mountSessionRoutes(router, context);
  mountProfileRoutes(router, context);
  mountPasswordRoutes(router, context);
  return router;
}
