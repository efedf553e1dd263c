import { useState } from 'react';
import { useTranslate } from '../../lib/i18n';
import { QuantityStepper } from '../../ui/QuantityStepper';

const loadRule = () => import('./quantity-rule');

/**
 * The quantity field with its form message (docs/behaviour.md#adding-to-cart: 'Quantity must be above 0.'). The page opens with a valid
 * quantity, so the rule loads with the first edit.
 */
export function QuantityInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useTranslate();
  const [error, setError] = useState<string>();
  return (
    <QuantityStepper
      id="product-qty"
      name="qty"
      label={t('Quantity')}
      value={value}
      min={1}
      error={error && t(error)}
      decreaseLabel={t('Decrease quantity')}
      increaseLabel={t('Increase quantity')}
      onChange={(next) => {
        onChange(next);
        void loadRule().then(({ validateQuantity }) => setError(validateQuantity(next)));
      }}
    />
  );
}
