import type { ConfigurableOptionState } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';

/**
 * Colour swatches and size buttons (see docs/behaviour.md#screens). A value no available child has stays focusable but is marked
 * unavailable: choosing it explains itself with the wrong-attribute notice rather than doing nothing. A value that
 * only exists with another choice of the other attributes is marked too; choosing it moves there.
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
  return (
    <div className="configurable-options">
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
              const state = !value.available ? ' unavailable' : value.compatible ? '' : ' other-combination';
              return (
                <button
                  key={value.value}
                  type="button"
                  className={`option-value${swatch ? ' swatch' : ''}${state}`}
                  aria-pressed={value.selected}
                  aria-disabled={!value.available || undefined}
                  aria-label={swatch ? value.label : undefined}
                  title={swatch ? value.label : undefined}
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
