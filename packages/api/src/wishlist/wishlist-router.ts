import { Router, type Request, type Response } from 'express';
import type { z } from 'zod';
import type { AuthenticatedCustomer, CustomerAuth } from '../auth/customer-auth.js';
import { sendEnvelope, sendError } from '../http/envelope.js';
import { describeWishlistIssue, WISHLIST_LIMITS, wishlistMergeSchema, wishlistRemoveSchema } from '@storefront/core';
import { WishlistFullError, type WishlistEntry, type WishlistRepository } from './wishlist-repository.js';

export interface WishlistRouterDependencies {
  auth: CustomerAuth;
  wishlists: WishlistRepository;
  now: () => number;
}

/** Spec point 6: the server answers 'not authorized' when the token is invalid (401 drives the token refresh). */
const NOT_AUTHORIZED = 'not authorized';

const answer = (res: Response, items: WishlistEntry[]) => sendEnvelope(res, { items });

/**
 * `GET|POST|DELETE /api/ext/wishlist?token=` (our extension): the logged-in customer's wishlist, so it follows the
 * shopper from device to device. Each request reads or writes only the list of the token's customer.
 */
export function createWishlistRouter({ auth, wishlists, now }: WishlistRouterDependencies): Router {
  const router = Router();

  async function customer(req: Request, res: Response): Promise<AuthenticatedCustomer | undefined> {
    const who = await auth.authenticate(req);
    if (!who) sendError(res, 401, NOT_AUTHORIZED);
    return who;
  }

  function parse<T>(schema: z.ZodType<T>, req: Request, res: Response): T | undefined {
    const parsed = schema.safeParse(req.body);
    if (!parsed.success) sendError(res, 400, describeWishlistIssue(parsed.error));
    return parsed.success ? parsed.data : undefined;
  }

  router.get('/', async (req, res) => {
    const who = await customer(req, res);
    if (who) answer(res, await wishlists.list(who.customerId));
  });

  router.post('/', async (req, res) => {
    const who = await customer(req, res);
    const body = who && parse(wishlistMergeSchema, req, res);
    if (!who || !body) return;
    try {
      answer(
        res,
        await wishlists.merge(who.customerId, body.items, { now: new Date(now()), limit: WISHLIST_LIMITS.items }),
      );
    } catch (error) {
      if (!(error instanceof WishlistFullError)) throw error;
      sendError(res, 400, error.message);
    }
  });

  router.delete('/', async (req, res) => {
    const who = await customer(req, res);
    const body = who && parse(wishlistRemoveSchema, req, res);
    if (who && body) answer(res, await wishlists.remove(who.customerId, body.sku));
  });

  router.all('/', (req, res) => sendError(res, 405, `${req.method} is not supported on /api/ext/wishlist`));
  return router;
}
