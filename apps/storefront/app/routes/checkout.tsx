import type { Route } from './+types/checkout';
import { useTranslate } from '../lib/i18n';

export const meta: Route.MetaFunction = () => [{ title: 'Checkout' }, { name: 'robots', content: 'noindex' }];

/**
 * `/checkout`. Spec point 4: entering checkout with an empty cart is refused with the point 8 message. The cart itself
 * arrives with the cart issue, so today's cart is always empty.
 */
export default function Checkout() {
  const t = useTranslate();
  return (
    <div className="page checkout">
      <h1>{t('Checkout')}</h1>
      <p role="alert">{t('Shopping cart is empty. Please add some products before entering Checkout')}</p>
      <p>
        <a href="/">{t('Continue shopping')}</a>
      </p>
    </div>
  );
}
