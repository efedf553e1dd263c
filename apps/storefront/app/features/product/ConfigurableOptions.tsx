import type { ConfigurableOptionState } from '@storefront/core';
import { useId } from 'react';
import { useTranslate } from '../../lib/i18n';

/**
 * Colour swatches and size buttons (see docs/behaviour.md#screens). A value no available child has stays focusable but is marked
 * unavailable: choosing it explains itself with the wrong-attribute notice rather than doing nothing. A value that
 * only exists with another choice of the other attributes is marked too; choosing it moves there. A value whose
 * child is out of stock (shops that list such variants) is struck through and described as out of stock.
 */
export function ConfigurableOptions({
  options,
  swatches,
  error,
  onSelect,
}: {
  options: readonly ConfigurableOptionState[];
  swatches: Readonly<Record<string, string>>;
  error: string | undefined;
  onSelect: (attributeCode: string, value: string) => void;
}) {
  const t = useTranslate();
  const outOfStockId = `${useId()}-out-of-stock`;
  return (
    <div className="configurable-options">
      <span id={outOfStockId} hidden>
        {t('Out of stock!')}
      </span>
      {options.map((option) => {
        const chosen = option.values.find((value) => value.selected);
        return (
          <fieldset key={option.attributeCode} className={`option option-${option.attributeCode}`}>
            <legend>
              {t(option.label)}
              {chosen && <span className="option-chosen">: {chosen.label}</span>}
            </legend>
            {option.values.map((value) => {
              const swatch = swatches[value.value];
              const state = !value.available
                ? ' unavailable'
                : !value.compatible
                  ? ' other-combination'
                  : value.inStock
                    ? ''
                    : ' out-of-stock';
              // Described as such too: a marking only seen is no marking for a screen reader.
              const outOfStock = value.available && value.compatible && !value.inStock;
              return (
                <button
                  key={value.value}
                  type="button"
                  className={`option-value${swatch ? ' swatch' : ''}${state}`}
                  aria-pressed={value.selected}
                  aria-disabled={!value.available || undefined}
                  aria-label={swatch ? value.label : undefined}
                  aria-describedby={outOfStock ? outOfStockId : undefined}
                  title={outOfStock ? `${value.label}: ${t('Out of stock!')}` : swatch ? value.label : undefined}
                  style={swatch ? { background: swatch } : undefined}
                  onClick={() => onSelect(option.attributeCode, value.value)}
                >
                  {swatch ? null : value.label}
                </button>
              );
            })}
          </fieldset>
        );
      })}
      {error && (
        <p className="product-error" role="alert">
          {t(error)}
        </p>
      )}
    </div>
  );
}
