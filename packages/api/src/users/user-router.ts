import { Router } from 'express';
import { mountPasswordRoutes } from './password-routes.js';
import { mountProfileRoutes } from './profile-routes.js';
import { mountSessionRoutes } from './session-routes.js';
import { UserContext, type UserRouterDependencies } from './user-context.js';

/** `/api/user/*` (contract section 4) plus our `POST /logout`. */
export function createUserRouter(deps: UserRouterDependencies): Router {
  const router = Router();
  const context = new UserContext(deps);
  mountSessionRoutes(router, context);
  mountProfileRoutes(router, context);
  mountPasswordRoutes(router, context);
  return router;
}
