import { useTranslate } from '../../lib/i18n';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';

/** Submits the product form; the checks run in the page's submit handler (useAddToCart). */
export function AddToCart() {
  const t = useTranslate();
  return (
    <Button type="submit" variant="primary" className="add-to-cart">
      <Icon name="cart" />
      {t('Add to cart')}
    </Button>
  );
}
