import { MAX_BOOKING_MONTHS, type BookingField, type BookingMode } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import { TextField, type TextFieldProps } from '../../ui/TextField';

type FieldBinding = Pick<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'error'>;

export interface SpotPeriodFieldsProps {
  /** The mode checked (at first, for a form without script). */
  mode: BookingMode;
  /** The modes offered: monthly only when the spot has a monthly rate. */
  modes: readonly BookingMode[];
  /** The car park's time zone as the page names it. */
  zoneName: string;
  /** Each field's value (or first value), its change and its message. */
  field: (name: BookingField) => FieldBinding;
  /**
   * A form that follows the mode as it is chosen (a script runs it): the labels say 'Start date' and 'Start time' for
   * a monthly booking. Without it the radios are uncontrolled, the mode's fields follow through CSS alone, and the
   * labels stay those of both modes.
   */
  onMode?: (mode: BookingMode) => void;
}

/**
 * A booking period's fields on the car park's clock, as the spot's page and the spot listing both ask them: the mode,
 * the day, the start, and the end (hourly) or the months (monthly). Only the chosen mode's fields show
 * (`spot-hourly-only`, `spot-monthly-only` under the form's `data-mode`, or the checked radio without a script).
 */
export function SpotPeriodFields({ mode, modes, zoneName, field, onMode }: SpotPeriodFieldsProps) {
  const t = useTranslate();
  const monthly = onMode !== undefined && mode === 'monthly';
  // One field of the period: `spot-hourly-only` and `spot-monthly-only` hide a mode's own under the other mode.
  const input = (name: BookingField, label: string, props: Omit<TextFieldProps, 'id' | 'label'>) => (
    <TextField id={`spot-${name}`} name={name} label={t(label)} {...props} {...field(name)} />
  );
  return (
    <>
      <fieldset className="spot-mode">
        <legend>{t('Booking')}</legend>
        {modes.map((choice) => (
          <label key={choice} className="choice">
            <input
              type="radio"
              name="mode"
              value={choice}
              {...(onMode
                ? { checked: mode === choice, onChange: () => onMode(choice) }
                : { defaultChecked: mode === choice })}
            />
            {t(choice === 'hourly' ? 'By the hour' : 'By the month')}
          </label>
        ))}
      </fieldset>
      <p className="spot-zone">{t("Times are the car park's local time ({zone}).", { zone: zoneName })}</p>
      <div className="spot-fields">
        {input('date', monthly ? 'Start date' : 'Date', { type: 'date' })}
        {input('start', monthly ? 'Start time' : 'From', { type: 'time', step: 900 })}
        {input('end', 'Until', { className: 'spot-hourly-only', type: 'time', step: 900 })}
        {input('months', 'Months', {
          className: 'spot-monthly-only',
          type: 'number',
          inputMode: 'numeric',
          min: 1,
          max: MAX_BOOKING_MONTHS,
          step: 1,
        })}
      </div>
    </>
  );
}
