import { useState } from 'react';
import { useTranslate } from '../../lib/i18n';

const loadRule = () => import('./quantity-rule');

/**
 * The quantity field with its form message (spec point 5: 'Quantity must be above 0.'). The page opens with a valid
 * quantity, so the rule loads with the first edit.
 */
export function QuantityInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useTranslate();
  const [error, setError] = useState<string>();
  return (
    <div className="field quantity">
      <label htmlFor="product-qty">{t('Quantity')}</label>
      <input
        id="product-qty"
        name="qty"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'product-qty-error' : undefined}
        onChange={(event) => {
          const next = event.target.value;
          onChange(next);
          void loadRule().then(({ validateQuantity }) => setError(validateQuantity(next)));
        }}
      />
      {error && (
        <p id="product-qty-error" className="field-error">
          {t(error)}
        </p>
      )}
    </div>
  );
}
