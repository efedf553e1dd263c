import { useTranslate } from '../../lib/i18n';
import { Icon } from '../layout/Icon';

/** Submits the product form; the checks run in the page's submit handler (useAddToCart). */
export function AddToCart() {
  const t = useTranslate();
  return (
    <button type="submit" className="add-to-cart">
      <Icon name="cart" />
      {t('Add to cart')}
    </button>
  );
}
