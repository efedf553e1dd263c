import { Form } from 'react-router';
import { useTranslate } from '../../lib/i18n';
import { formatMoney } from './format-money';
import { BookingPass } from './BookingPass';
import type { BookingView } from './booking-view';
import { ExtendBooking, type ExtensionPayment } from './ExtendBooking';
import type { ExtensionState } from './extension-state';
import { KeepPasses } from './KeepPasses';
import { CancellationPolicyText } from './CancellationPolicyText';

export interface BookingPageProps {
  booking: BookingView | null;
  /** The API's refusal of the last cancel, shown next to the button. */
  message: string | null;
  /** The last extension post's answer. */
  extension?: ExtensionState | null;
  payment?: ExtensionPayment;
}

/**
 * `/booking/:bookingId?link=…`: one booking, its pass, its extension, its cancellation terms and the cancel button
 * (plain form posts: they work without JavaScript). Opened from the confirmation mail by a guest, or from My bookings.
 */
export function BookingPage({ booking, message, extension = null, payment }: BookingPageProps) {
  const t = useTranslate();
  if (!booking)
    return (
      <div className="page booking-page">
        <h1>{t('Your parking booking')}</h1>
        <p role="alert">{t('This booking could not be found, or its link has expired.')}</p>
      </div>
    );
  const { cancellation, cancelled } = booking;
  return (
    <div className="page booking-page">
      <h1>{t('Your parking booking')}</h1>
      <p>{t('Order #{number}', { number: booking.orderNumber })}</p>
      <BookingPass booking={booking} />
      <KeepPasses bookings={[booking]} />
      {booking.status === 'booked' && (
        <p>
          <a href="/pass.html">{t('Open the passes kept on this device')}</a>
        </p>
      )}
      {booking.extendable && <ExtendBooking booking={booking} state={extension} {...(payment && { payment })} />}
      <p className="booking-policy">
        <CancellationPolicyText policy={cancellation.policy} />
      </p>
      {cancelled && (
        <p className="booking-refund" role="status">
          {cancelled.refundState === 'refunded'
            ? t('Refunded: {amount}', { amount: formatMoney(cancelled.refund, booking.currency) })
            : cancelled.refundState === 'pending'
              ? t('Refund on its way: {amount}', { amount: formatMoney(cancelled.refund, booking.currency) })
              : t('Nothing to refund.')}
        </p>
      )}
      {cancellation.cancellable && (
        <Form method="post" className="booking-cancel">
          <p>
            {cancellation.free || cancellation.refund === booking.paid
              ? t('Cancelling now is free.')
              : t('Cancelling now refunds {amount}.', { amount: formatMoney(cancellation.refund, booking.currency) })}
          </p>
          <button type="submit" name="intent" value="cancel" className="button button-secondary">
            {t('Cancel this booking')}
          </button>
          {message && (
            <p role="alert" className="field-error">
              {message}
            </p>
          )}
        </Form>
      )}
    </div>
  );
}
