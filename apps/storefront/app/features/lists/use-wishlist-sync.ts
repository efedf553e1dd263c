import { useEffect } from 'react';
import { WISHLIST_STORAGE, type WishlistItem } from '@storefront/core';
import { useSessionController, useTaskQueue } from '../account';
import { createCatalogClient } from '../../lib/catalog-client';
import { useShopSettings } from '../../lib/shop-settings';
import { updateShopperList } from './use-shopper-list';
import { setWishlistMirror, setWishlistOwner, wishlistOwner } from './wishlist-mirror';
import { sendWishlistChange, syncWishlist, type WishlistSyncDeps } from './wishlist-sync';

const updateWishlist = (transition: (items: readonly WishlistItem[]) => readonly WishlistItem[]) =>
  updateShopperList<WishlistItem>(WISHLIST_STORAGE, transition);

/**
 * The wishlist follows the logged-in customer: on login (or a page load logged in) the browser's list and the
 * server's come together, then every add and remove goes to the server as a task. When the customer logs out, the
 * list goes with them (docs/behaviour.md#user-session: logout clears the wishlist) and nothing here puts it back.
 */
export function useWishlistSync(customerId: number): void {
  const controller = useSessionController();
  const queue = useTaskQueue();
  const { wishlistEndpoint: endpoint, catalog } = useShopSettings();
  const { host, index, graphql } = catalog;

  useEffect(() => {
    let current = true;
    const client = createCatalogClient(queue, { host, index, ...(graphql && { graphql }) });
    const deps: WishlistSyncDeps = {
      queue,
      endpoint,
      findProducts: async (skus) =>
        (await client.products({ filters: [{ attribute: 'sku', value: [...skus] }] }, { size: skus.length })).items,
      readLocal: () => updateWishlist((items) => items),
      updateLocal: updateWishlist,
      isCurrent: () => current,
    };
    const mode = wishlistOwner() === customerId ? 'adopt' : 'merge';
    void syncWishlist(deps, mode)
      .then((synced) => synced && current && setWishlistOwner(customerId))
      .catch((error: unknown) => console.warn('[wishlist] sync failed', error));
    const unregister = setWishlistMirror((change) => {
      void sendWishlistChange(deps, change).catch((error: unknown) => console.warn('[wishlist] send failed', error));
    });
    return () => {
      current = false;
      unregister();
    };
  }, [customerId, queue, endpoint, host, index, graphql]);

  // Only when this customer's session has really ended: a re-run of the effect above must not empty the list.
  useEffect(
    () => () => {
      if (controller.getSnapshot().user?.id !== customerId) void updateWishlist(() => []);
    },
    [controller, customerId],
  );
}
