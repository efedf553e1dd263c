import { useTranslate } from '../../lib/i18n';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';

/** The add-to-wishlist and add-to-compare buttons, as they look in every state. */
export function ListButtonsView({
  inWishlist,
  inCompare,
  onWishlist,
  onCompare,
}: {
  inWishlist: boolean;
  inCompare: boolean;
  onWishlist: () => void;
  onCompare: () => void;
}) {
  const t = useTranslate();
  return (
    <div className="list-buttons">
      <Button aria-pressed={inWishlist} onClick={onWishlist}>
        <Icon name="heart" />
        {inWishlist ? t('Remove from wishlist') : t('Add to wishlist')}
      </Button>
      <Button aria-pressed={inCompare} onClick={onCompare}>
        <Icon name="compare" />
        {inCompare ? t('Remove from compare') : t('Add to compare')}
      </Button>
    </div>
  );
}
