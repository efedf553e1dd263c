import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { Form, useNavigation, useRevalidator } from 'react-router';
import {
  extensionInputsDefault,
  MAX_BOOKING_MONTHS,
  translateBookingMessage,
  type ExtensionField,
  type ExtensionInputs,
  zoneAbbreviation,
} from '@storefront/core';
import { useLocale, useTranslate } from '../../lib/i18n';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import type { BookingView } from './booking-view';
import { EXTENSION_NEEDS_SCRIPT, type ExtensionState } from './extension-state';
import { formatMoney } from './format-money';

// The provider's button and its script load only when an extension paid online was quoted.
const ExtensionPayButton = lazy(() => import('./ExtensionPayButton'));

const noSubscription = () => () => {};

export interface ExtensionPayment {
  /** The API's provider config (`GET /api/ext/paypal/config`). */
  configUrl: string;
  /** The API's bookings base (`…/api/ext/bookings`), for the provider button's calls. */
  bookingsUrl: string;
}

export interface ExtendBookingProps {
  booking: BookingView;
  /** The last extension post's answer on this page, if any. */
  state: ExtensionState | null;
  /** Where the form posts: this page (undefined) or the booking's own page (from My bookings). */
  action?: string;
  payment?: ExtensionPayment;
}

/**
 * Extending an upcoming or current booking: the new end on the car park's clock (hourly) or how many more months
 * (monthly), then its price and the place's availability from the API, then the confirmation, paid on arrival at
 * once or online in the provider's window. Plain form posts, so the quote and an extension paid on arrival work
 * without JavaScript; the confirm button stays disabled while its post runs, and the API takes an extension once.
 */
export function ExtendBooking({ booking, state, action, payment }: ExtendBookingProps) {
  const t = useTranslate(translateBookingMessage);
  const locale = useLocale();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [paid, setPaid] = useState<{ to: string; period: string } | null>(null);
  const [payMessage, setPayMessage] = useState<string | null>(null);
  // Until the page's script runs (and without one) the provider's button cannot work: the page says so instead.
  const live = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const busy = navigation.state !== 'idle' && navigation.formData?.get('booking') === booking.id;
  const defaults = extensionInputsDefault({
    fromMs: Date.parse(booking.from),
    toMs: Date.parse(booking.to),
    isMonthly: booking.isMonthly,
    timeZone: booking.spot.timeZone,
  });
  const inputs: ExtensionInputs = state?.inputs ?? defaults;
  const quote = state?.quote && state.quote.to !== paid?.to ? state.quote : null;
  const extended = paid?.period ?? state?.extended ?? null;
  const prefix = `extend-${booking.id}`;
  const field = (name: ExtensionField) => ({
    id: `${prefix}-${name}`,
    name,
    defaultValue: inputs[name],
    error: state?.errors[name] ? t(state.errors[name]) : undefined,
  });
  const message = payMessage ?? state?.message ?? null;
  // Named as the spot page names it (its short name now, `EST`), by core's formatter: one name for one clock. The
  // instant is taken once, so a re-render does not rename the clock.
  const [now] = useState(() => Date.now());
  const zoneName = zoneAbbreviation(now, booking.spot.timeZone, locale);

  return (
    <section className="booking-extend" aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`}>{t('Extend this booking')}</h2>
      {extended && (
        <p className="booking-extended" role="status">
          {t('Extended: your booking now runs {period}.', { period: extended })}
        </p>
      )}
      <Form method="post" action={action} className="booking-extend-form" noValidate>
        <input type="hidden" name="booking" value={booking.id} />
        <p className="booking-extend-zone">{t("Times are the car park's local time ({zone}).", { zone: zoneName })}</p>
        {booking.isMonthly ? (
          <TextField
            {...field('months')}
            key={`months-${booking.to}`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_BOOKING_MONTHS}
            step={1}
            label={t('More months')}
          />
        ) : (
          <div className="booking-extend-fields">
            <TextField {...field('date')} key={`date-${booking.to}`} type="date" label={t('New end date')} />
            <TextField {...field('end')} key={`end-${booking.to}`} type="time" step={900} label={t('New end time')} />
          </div>
        )}
        <Button type="submit" name="intent" value="extend-quote" disabled={busy}>
          {t('Check price and availability')}
        </Button>
      </Form>
      {quote && (
        <Form method="post" action={action} className="booking-extend-quote" aria-live="polite">
          <input type="hidden" name="booking" value={booking.id} />
          <input type="hidden" name="to" value={quote.to} />
          <p className="booking-extend-period">{t('New period: {period}', { period: quote.period })}</p>
          <p className="booking-extend-free">{t('The place is free for the extra time.')}</p>
          <p className="booking-extend-price">
            {quote.payment === 'none'
              ? t('No extra charge.')
              : t('Extra price: {price}', { price: formatMoney(quote.amount, quote.currency) })}
          </p>
          {quote.payment === 'online' && payment ? (
            <>
              <p>{t('Pay the difference with Paypal to confirm the extension.')}</p>
              {!live && <p>{t(EXTENSION_NEEDS_SCRIPT)}</p>}
              {live && (
                <Suspense fallback={<p role="status">{t('Loading the payment button...')}</p>}>
                  <ExtensionPayButton
                    configUrl={payment.configUrl}
                    extendUrl={`${payment.bookingsUrl}/${encodeURIComponent(booking.id)}/extend?link=${encodeURIComponent(booking.link)}`}
                    to={quote.to}
                    onExtended={(view) => {
                      setPayMessage(null);
                      setPaid({ to: quote.to, period: view.period });
                      void revalidator.revalidate();
                    }}
                    onMessage={(text) => setPayMessage(text)}
                  />
                </Suspense>
              )}
            </>
          ) : (
            <>
              {quote.payment === 'on-arrival' && <p>{t('The difference is added to what you pay on arrival.')}</p>}
              <Button type="submit" variant="primary" name="intent" value="extend" disabled={busy}>
                {t('Confirm the extension')}
              </Button>
            </>
          )}
        </Form>
      )}
      {message && (
        <p role="alert" className="field-error booking-extend-error">
          {t(message)}
        </p>
      )}
    </section>
  );
}
