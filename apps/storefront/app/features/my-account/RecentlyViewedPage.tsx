import { Link } from 'react-router';
import { useTranslate } from '../../lib/i18n';
import { useShopSettings } from '../../lib/shop-settings';
import { useRecentlyViewed, toListItemView } from '../lists';
import { Price } from '../../ui/Price';
import { AccountFrame, type AccountFrameProps } from './AccountFrame';

/** `/my-account/recently-viewed`: the products this browser showed last, newest first (kept in browser storage). */
export function RecentlyViewedPage(frame: Pick<AccountFrameProps, 'nav' | 'homeHref'>) {
  const t = useTranslate();
  const shop = useShopSettings();
  const { items, loaded } = useRecentlyViewed();
  return (
    <AccountFrame {...frame} section="recently-viewed" title={t('Recently viewed')}>
      {!loaded ? null : items.length === 0 ? (
        <p className="account-empty">{t('You have not viewed any products yet.')}</p>
      ) : (
        <ul className="list-items account-recently-viewed">
          {items.map((item) => {
            const view = toListItemView(item, shop);
            return (
              <li key={view.sku} className="list-item">
                <img src={view.imageUrl} alt="" width={64} height={62} loading="lazy" />
                <div>
                  <Link to={view.href}>{view.name}</Link>
                  <p>
                    <Price value={view.price} original={view.originalPrice} />
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </AccountFrame>
  );
}
