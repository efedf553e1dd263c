import { CartPageLines, CartPageTotals } from '../cart';
import { useTranslate } from '../../lib/i18n';
import type { OrderDetailsView } from './order-details-view';
import './order-details.css';

function Address({ lines }: { lines: readonly string[] }) {
  return (
    <address className="order-details-address">
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}

/**
 * One placed order (docs/behaviour.md#order-details): its number, date and status, the lines as the cart shows them
 * (image, name, options, price × quantity, row total), the totals, where and how it ships, and how it is paid. The
 * thank-you page and the account's order page show the same.
 */
export function OrderDetails({ order }: { order: OrderDetailsView }) {
  const t = useTranslate();
  return (
    <div className="order-details" data-order-number={order.number}>
      <dl className="order-details-facts">
        <div>
          <dt>{t('Order number')}</dt>
          <dd>{order.number}</dd>
        </div>
        <div>
          <dt>{t('Date')}</dt>
          <dd>{order.date}</dd>
        </div>
        <div>
          <dt>{t('Status')}</dt>
          <dd>{t(order.status)}</dd>
        </div>
      </dl>
      <section className="order-details-items" aria-labelledby="order-details-items">
        <h2 id="order-details-items">{t('Items')}</h2>
        <CartPageLines lines={order.lines} editable={false} />
      </section>
      <section className="order-details-totals" aria-labelledby="order-details-totals">
        <h2 id="order-details-totals">{t('Order summary')}</h2>
        <CartPageTotals segments={order.totals} />
      </section>
      <div className="order-details-info">
        {order.shippingAddress.length > 0 && (
          <section aria-labelledby="order-details-shipping-address">
            <h2 id="order-details-shipping-address">{t('Shipping address')}</h2>
            <Address lines={order.shippingAddress} />
          </section>
        )}
        {order.shippingMethod && (
          <section aria-labelledby="order-details-shipping-method">
            <h2 id="order-details-shipping-method">{t('Shipping method')}</h2>
            <p>{t(order.shippingMethod)}</p>
          </section>
        )}
        {order.paymentMethod && (
          <section aria-labelledby="order-details-payment-method">
            <h2 id="order-details-payment-method">{t('Payment method')}</h2>
            <p>{t(order.paymentMethod)}</p>
          </section>
        )}
        {order.billingAddress.length > 0 && (
          <section aria-labelledby="order-details-billing-address">
            <h2 id="order-details-billing-address">{t('Billing address')}</h2>
            <Address lines={order.billingAddress} />
          </section>
        )}
      </div>
    </div>
  );
}
