import type { RouterContextProvider } from 'react-router';
import type { PriceGroup } from './catalog-client';
import { readSession } from './session.server';

// Keyed by the request's context (one per request), so the loaders of one page ask for the session once.
const groups = new WeakMap<object, Promise<PriceGroup | undefined>>();

/**
 * Spec points 4 and 6 with `usePriceTiers` on: the logged-in customer's group id and group token, which product
 * queries carry so the API prices with the group's tiers. Read on the first product query only, so pages without
 * products and guests' pages cost no session look-up beyond the root's.
 */
export function priceGroupOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
): () => Promise<PriceGroup | undefined> {
  return () => {
    let group = groups.get(context);
    if (!group) {
      group = readSession(request, context).then((session) => {
        const token = session?.user.groupToken;
        return token ? { groupId: session.user.group_id, groupToken: token } : undefined;
      });
      groups.set(context, group);
    }
    return group;
  };
}
