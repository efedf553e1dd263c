import { useEffect, useRef, useState } from 'react';
import { useTranslate } from '../../lib/i18n';
import { Button } from '../../ui/Button';
import { clearCart } from './cart-runtime';

/**
 * 'Clear cart' asks first, as removing one line does: every line goes at once. The question takes the focus; Cancel
 * gives it back to 'Clear cart', OK to the panel (the lines and the button go).
 */
export function ClearCart() {
  const t = useTranslate();
  const [asking, setAsking] = useState<boolean>();
  const ok = useRef<HTMLButtonElement>(null);
  const clear = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) ok.current?.focus();
    else if (asking === false) clear.current?.focus();
  }, [asking]);
  if (!asking)
    return (
      <Button ref={clear} className="microcart-clear" onClick={() => setAsking(true)}>
        {t('Clear cart')}
      </Button>
    );
  return (
    <div className="microcart-line-confirm microcart-clear-confirm" role="group" aria-label={t('Clear cart')}>
      <p>{t('Are you sure you would like to remove all items from the shopping cart?')}</p>
      <Button
        ref={ok}
        variant="primary"
        onClick={() => {
          ok.current?.closest<HTMLElement>('[role="dialog"]')?.focus();
          void clearCart();
        }}
      >
        {t('OK')}
      </Button>
      <Button onClick={() => setAsking(false)}>{t('Cancel')}</Button>
    </div>
  );
}
