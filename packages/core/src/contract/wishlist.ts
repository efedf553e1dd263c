import { z } from 'zod';
import { issueSentence, readableIssues } from './issues.js';

/** How big a wishlist and its items may be: an sku as Magento stores it, a quantity a shopper might want. */
export const WISHLIST_LIMITS = { items: 500, skuLength: 64, qty: 999 } as const;

const sku = z
  .string({ error: (issue) => (issue.input === undefined ? 'sku is required' : 'sku must be a string') })
  .min(1, 'sku must not be empty')
  .max(WISHLIST_LIMITS.skuLength, `sku must be at most ${WISHLIST_LIMITS.skuLength} characters`);

const qty = z
  .number({ error: 'qty must be a whole number' })
  .int('qty must be a whole number')
  .min(1, 'qty must be at least 1')
  .max(WISHLIST_LIMITS.qty, `qty must be at most ${WISHLIST_LIMITS.qty}`);

/** `POST /api/ext/wishlist` body: the skus to merge into the stored list. Unknown keys are dropped. */
export const wishlistMergeSchema = z.object(
  {
    items: z
      .array(z.object({ sku, qty: qty.optional() }, { error: 'each item must be an object with a sku' }), {
        error: (issue) => (issue.input === undefined ? 'items is required' : 'items must be an array'),
      })
      .max(WISHLIST_LIMITS.items, `items must hold at most ${WISHLIST_LIMITS.items} entries`),
  },
  { error: 'The body must be a JSON object' },
);

/** `DELETE /api/ext/wishlist` body: the sku to remove. */
export const wishlistRemoveSchema = z.object({ sku }, { error: 'The body must be a JSON object' });

/** The first problem as one sentence that says where it is: `items.3.sku must not be empty`. */
export function describeWishlistIssue(error: z.ZodError): string {
  const [first] = readableIssues(error, { limit: 1 });
  return first ? issueSentence({ ...first, message: first.issue.message }) : error.message;
}
