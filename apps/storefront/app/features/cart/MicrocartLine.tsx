import { useEffect, useRef, useState } from 'react';
import type { CartItem } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import { useShopSettings } from '../../lib/shop-settings';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { QuantityStepper } from '../../ui/QuantityStepper';
import { changeQty, removeLine } from './cart-runtime';
import { HELD_UNTIL, HOLD_ENDS } from './booking-hold-text';
import { toCartLineView } from './cart-line-view';

/**
 * One microcart line, compact: image, name, options, booking period and mode, then price and quantity on one row;
 * removal (asked first) in the top corner.
 */
export function MicrocartLine({
  line,
  options,
  askBeforeRemove,
}: {
  line: CartItem;
  options: string | undefined;
  askBeforeRemove: boolean;
}) {
  const t = useTranslate();
  const shop = useShopSettings();
  // The hold is said as of when the line showed; the next pull (or a reopened panel) says it anew.
  const [now] = useState(() => Date.now());
  const view = toCartLineView(line, shop, { timeZone: shop.cart.timeZone, locale: shop.cart.locale, now }, options);
  const [qty, setQty] = useState(String(line.qty));
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState<boolean>();
  const confirmButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const id = `microcart-qty-${view.key.replace(/[^a-zA-Z0-9_-]/g, '_')}`;

  const [shownQty, setShownQty] = useState(line.qty);
  // The stored quantity wins when it changes elsewhere (another tab, the server).
  if (shownQty !== line.qty) {
    setShownQty(line.qty);
    setQty(String(line.qty));
    setError(undefined);
  }
  // The question takes the focus; Cancel gives it back to the button that asked (undefined: never asked yet).
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (confirming === false) removeButton.current?.focus();
  }, [confirming]);

  const onQty = (value: string) => {
    setQty(value);
    setError(changeQty(line, value));
  };
  const remove = () => {
    // The line goes with the focus in it: the panel holds the focus instead of the page's body.
    (confirmButton.current ?? removeButton.current)?.closest<HTMLElement>('[role="dialog"]')?.focus();
    void removeLine(line);
  };

  return (
    <li className="microcart-line" data-sku={line.sku} data-testid="microcart-line">
      <img src={view.imageUrl} alt="" width={64} height={64} />
      <div className="microcart-line-body">
        <p className="microcart-line-name">{view.name}</p>
        {view.options.length > 0 && (
          <ul className="microcart-line-options">
            {view.options.map((option) => (
              <li key={option}>{option}</li>
            ))}
          </ul>
        )}
        {view.period && (
          <p className="microcart-line-period" data-testid="microcart-line-period">
            {t(view.period.mode)}: {view.period.text}
          </p>
        )}
        {view.period?.heldUntil && (
          <p className="microcart-line-hold" data-testid="microcart-line-hold">
            {t(HELD_UNTIL, { time: view.period.heldUntil })} {t(HOLD_ENDS)}
          </p>
        )}
        {view.info.map((message) => (
          <p key={message} className="microcart-line-info">
            {t(message)}
          </p>
        ))}
        {view.errors.map((message) => (
          <p key={message} className="microcart-line-error" role="alert">
            {t(message)}
          </p>
        ))}
        {/* The price and the stepper share a row: a line is about 120 px tall on a phone. */}
        <div className="microcart-line-buy">
          <p className="microcart-line-price" data-testid="microcart-line-price">
            {view.rowTotal}
          </p>
          {/* One booking line is its places: a second place is booked from the spot's page, never by a stepper. */}
          {view.period ? (
            view.qty > 1 && <p className="microcart-line-places">{t('{count} places', { count: String(view.qty) })}</p>
          ) : (
            <QuantityStepper
              id={id}
              label={t('Quantity')}
              value={qty}
              onChange={onQty}
              error={error ? t(error) : undefined}
              decreaseLabel={t('Decrease the quantity of {name}', { name: view.name })}
              increaseLabel={t('Increase the quantity of {name}', { name: view.name })}
            />
          )}
        </div>
        {confirming ? (
          <div className="microcart-line-confirm" role="group" aria-label={t('Remove {name}?', { name: view.name })}>
            <p>{t('Are you sure you would like to remove this item from the shopping cart?')}</p>
            <Button ref={confirmButton} variant="primary" onClick={remove}>
              {t('OK')}
            </Button>
            <Button onClick={() => setConfirming(false)}>{t('Cancel')}</Button>
          </div>
        ) : (
          <Button
            ref={removeButton}
            variant="icon"
            className="microcart-line-remove"
            aria-label={t('Remove {name} from the cart', { name: view.name })}
            onClick={() => (askBeforeRemove ? setConfirming(true) : remove())}
          >
            <Icon name="close" />
          </Button>
        )}
      </div>
    </li>
  );
}
