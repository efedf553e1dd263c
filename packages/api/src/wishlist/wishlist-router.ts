import { Router, type Response } from 'express';
import type { z } from 'zod';
import { authenticated, customerOf } from '../auth/authenticated.js';
import type { CustomerAuth } from '../auth/customer-auth.js';
import { sendEnvelope, sendError } from '../http/envelope.js';
import { validateBody } from '../http/validate-body.js';
import { describeWishlistIssue, WISHLIST_LIMITS, wishlistMergeSchema, wishlistRemoveSchema } from '@storefront/core';
import { WishlistFullError, type WishlistEntry, type WishlistRepository } from './wishlist-repository.js';

export interface WishlistRouterDependencies {
  auth: CustomerAuth;
  wishlists: WishlistRepository;
  now: () => number;
}

const answer = (res: Response, items: WishlistEntry[]) => sendEnvelope(res, { items });

/**
 * `GET|POST|DELETE /api/ext/wishlist?token=` (our extension): the logged-in customer's wishlist, so it follows the
 * shopper from device to device. Each request reads or writes only the list of the token's customer.
 */
export function createWishlistRouter({ auth, wishlists, now }: WishlistRouterDependencies): Router {
  const router = Router();

  // The customer first: a caller without a session learns nothing of the body.
  const loggedIn = authenticated(auth);
  const refuse = (error: z.ZodError) => ({ status: 400, result: describeWishlistIssue(error) });

  router.get('/', loggedIn, async (_req, res) => {
    answer(res, await wishlists.list(customerOf(res).customerId));
  });

  router.post('/', loggedIn, validateBody(wishlistMergeSchema, refuse), async (req, res) => {
    try {
      answer(
        res,
        await wishlists.merge(customerOf(res).customerId, req.body.items, {
          now: new Date(now()),
          limit: WISHLIST_LIMITS.items,
        }),
      );
    } catch (error) {
      if (!(error instanceof WishlistFullError)) throw error;
      sendError(res, 400, error.message);
    }
  });

  router.delete('/', loggedIn, validateBody(wishlistRemoveSchema, refuse), async (req, res) => {
    answer(res, await wishlists.remove(customerOf(res).customerId, req.body.sku));
  });

  router.all('/', (req, res) => sendError(res, 405, `${req.method} is not supported on /api/ext/wishlist`));
  return router;
}
