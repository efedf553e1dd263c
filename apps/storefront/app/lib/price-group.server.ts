import type { RouterContextProvider } from 'react-router';
import type { PriceGroup } from './catalog-client';
import { readSession } from './session.server';

/**
 * docs/behaviour.md#price-tiers with `usePriceTiers` on: the logged-in customer's group id and group token, which product
 * queries carry so the API prices with the group's tiers. Read on the first product query only, so pages without
 * products and guests' pages cost no session look-up beyond the root's.
 */
export function priceGroupOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
): () => Promise<PriceGroup | undefined> {
  // readSession answers once per request, so every product query of a page shares one look-up.
  return async () => {
    const session = await readSession(request, context);
    const token = session?.user.groupToken;
    return token ? { groupId: session.user.group_id, groupToken: token } : undefined;
  };
}
