import { Form } from 'react-router';
import { useTranslate } from '../../lib/i18n';
import { Button } from '../../ui/Button';
import { HELD_UNTIL, HOLD_ENDS } from './booking-hold-text';
import type { CartLineView } from './cart-page-view';

/** The lines of the server cart; with `editable`, each with its quantity form and its remove form. */
export function CartPageLines({
  lines,
  action,
  editable,
}: {
  lines: readonly CartLineView[];
  action?: string;
  editable: boolean;
}) {
  const t = useTranslate();
  return (
    <ul className="cart-lines">
      {lines.map((line) => (
        <li key={line.itemId} className="cart-line" data-sku={line.sku}>
          <img src={line.imageUrl} alt="" width={80} height={100} loading="lazy" />
          <div className="cart-line-info">
            <h2 className="cart-line-name">{line.name}</h2>
            {line.options.length > 0 && (
              <dl className="cart-line-options">
                {line.options.map((option) => (
                  <div key={option.label}>
                    <dt>{option.label}</dt>
                    <dd>{option.value}</dd>
                  </div>
                ))}
              </dl>
            )}
            {line.period && (
              <p className="cart-line-period">
                {t(line.period.mode)}: {line.period.text}
              </p>
            )}
            {line.period?.heldUntil && (
              <p className="cart-line-hold">
                {t(HELD_UNTIL, { time: line.period.heldUntil })} {t(HOLD_ENDS)}
              </p>
            )}
            <p className="cart-line-price">
              <span className="price">{line.price}</span>
              {!editable && (
                <span className="cart-line-qty">
                  {' × '}
                  {line.qty}
                </span>
              )}
            </p>
          </div>
          {editable && (
            <div className="cart-line-forms">
              {/* noValidate: the server gives the spec's message for a quantity below 1. A booking's places are
                  chosen on the spot's page, one line one booking: no quantity to change here. */}
              {!line.period && (
                <Form method="post" action={action} className="cart-line-qty-form" noValidate>
                  <input type="hidden" name="intent" value="update" />
                  <input type="hidden" name="item_id" value={line.itemId} />
                  <label htmlFor={`qty-${line.itemId}`}>{t('Quantity')}</label>
                  <input
                    id={`qty-${line.itemId}`}
                    className="ui-input"
                    name="qty"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    defaultValue={line.qty}
                    key={line.qty}
                  />
                  <Button type="submit">{t('Update')}</Button>
                </Form>
              )}
              <Form method="post" action={action}>
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="item_id" value={line.itemId} />
                <Button type="submit" aria-label={`${t('Remove')} ${line.name}`}>
                  {t('Remove')}
                </Button>
              </Form>
            </div>
          )}
          <p className="cart-line-total">{line.rowTotal}</p>
        </li>
      ))}
    </ul>
  );
}
