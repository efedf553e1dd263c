import { Link } from 'react-router';
import { useTranslate } from '../../lib/i18n';
import { useShopSettings } from '../../lib/shop-settings';
import { useWishlist } from './use-lists';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Price } from '../../ui/Price';
import { toListItemView } from './list-item-view';

/** The wishlist panel: the stored items with links, prices and remove buttons. Loaded only when opened. */
export default function WishlistPanel({ onNavigate }: { onNavigate: () => void }) {
  const t = useTranslate();
  const shop = useShopSettings();
  const wishlist = useWishlist();
  if (wishlist.items.length === 0) return <p>{t('Your wishlist is empty.')}</p>;
  return (
    <ul className="list-items">
      {wishlist.items.map((item) => {
        const view = toListItemView(item, shop);
        return (
          <li key={view.sku} className="list-item">
            <img src={view.imageUrl} alt="" width={64} height={62} loading="lazy" />
            <div>
              <Link to={view.href} onClick={onNavigate}>
                {view.name}
              </Link>
              <p>
                <Price value={view.price} original={view.originalPrice} />
              </p>
            </div>
            <Button
              variant="icon"
              aria-label={t('Remove {name} from the wishlist', { name: view.name })}
              onClick={() => wishlist.remove(view.sku)}
            >
              <Icon name="close" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
