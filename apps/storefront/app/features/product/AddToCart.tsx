import { useTranslate } from '../../lib/i18n';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { useAddingToCart } from './use-add-to-cart';

/** Submits the product form; the add runs in the page's submit handler (useAddToCart) and shows its progress here. */
export function AddToCart() {
  const t = useTranslate();
  const busy = useAddingToCart();
  return (
    <Button type="submit" variant="primary" className="add-to-cart" aria-busy={busy} disabled={busy}>
      <Icon name="cart" />
      {t('Add to cart')}
    </Button>
  );
}
