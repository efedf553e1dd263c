import { useEffect } from 'react';
import { COMPARE_STORAGE, WISHLIST_STORAGE, type ProductDocument } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import { useNotifications } from '../../lib/notifications-context';
import { recordViewed, toggleListed, useListed } from '../lists';
import { ListButtonsView } from './ListButtonsView';

/**
 * Add to wishlist and to compare (see docs/behaviour.md#screens): whether the product is in each list shows from the
 * stored lists; the adding and removing (with their notices) load on the first press. Viewing the page records it as
 * recently viewed, once the browser is idle.
 */
export function ListButtons({ product }: { product: ProductDocument }) {
  const notifications = useNotifications();
  const translate = useTranslate();
  const inWishlist = useListed(WISHLIST_STORAGE, product.sku);
  const inCompare = useListed(COMPARE_STORAGE, product.sku);
  useEffect(() => {
    const record = () => void recordViewed(product);
    const hasIdle = typeof window.requestIdleCallback === 'function';
    const idle = hasIdle ? window.requestIdleCallback(record) : window.setTimeout(record, 200);
    return () => (hasIdle ? window.cancelIdleCallback(idle) : window.clearTimeout(idle));
  }, [product]);
  const press = (list: 'wishlist' | 'compare') => void toggleListed(list, product, { notifications, translate });
  return (
    <ListButtonsView
      inWishlist={inWishlist}
      inCompare={inCompare}
      onWishlist={() => press('wishlist')}
      onCompare={() => press('compare')}
    />
  );
}
