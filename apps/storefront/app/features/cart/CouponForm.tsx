import { useState } from 'react';
import { formatPrice } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import { useShopSettings } from '../../lib/shop-settings';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { applyCoupon, removeCoupon } from './cart-runtime';
import type { CartCoupon } from './cart-store';

/** The discount code: applied or removed on the server; a refused code shows the API's own message. */
export function CouponForm({ coupon }: { coupon: CartCoupon | null }) {
  const t = useTranslate();
  const shop = useShopSettings();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<string | undefined>) => {
    setBusy(true);
    const message = await work();
    setBusy(false);
    setError(message);
    if (!message) setCode('');
  };

  if (coupon)
    return (
      <div className="coupon coupon--applied" data-testid="coupon-applied">
        <p>
          {t('Discount code')}: <strong>{coupon.code}</strong>
          {coupon.discount !== 0 && <> ({formatPrice(coupon.discount, shop)})</>}
        </p>
        <Button aria-busy={busy} disabled={busy} onClick={() => void run(removeCoupon)}>
          {t('Remove discount code')}
        </Button>
        {error && <p role="alert">{t(error)}</p>}
      </div>
    );
  return (
    <form
      className="coupon"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim() === '') return setError('Field is required');
        void run(() => applyCoupon(code));
      }}
    >
      <TextField
        id="microcart-coupon"
        label={t('Discount code')}
        value={code}
        error={error ? t(error) : undefined}
        autoComplete="off"
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" aria-busy={busy} disabled={busy}>
        {t('Apply')}
      </Button>
    </form>
  );
}
