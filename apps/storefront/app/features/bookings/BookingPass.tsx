import { useTranslate } from '../../lib/i18n';
import type { BookingView } from './booking-view';
import './bookings.css';

/**
 * A booking's pass: the QR code the gate reads (an SVG the API renders from the access code alone), the code in
 * groups for typing, the spot, the period on its clock and the plate. The SVG is the API's own output, never text a
 * shopper wrote, so it is placed as markup.
 */
export function BookingPass({ booking }: { booking: BookingView }) {
  const t = useTranslate();
  return (
    <section className="booking-pass" aria-label={t('Parking pass')} data-booking-id={booking.id}>
      <h2>{booking.spot.name}</h2>
      <p className="booking-period">{booking.period}</p>
      {booking.status === 'booked' ? (
        <>
          <div
            className="booking-qr"
            role="img"
            aria-label={t('QR code of the access code')}
            dangerouslySetInnerHTML={{ __html: booking.pass.qrSvg }}
          />
          <p className="booking-code">
            {t('Access code')}: <strong>{booking.pass.code}</strong>
          </p>
        </>
      ) : (
        <p className="booking-cancelled" role="status">
          {t('Cancelled')}
        </p>
      )}
      {booking.plate && (
        <p>
          {t('Vehicle plate')}: {booking.plate}
        </p>
      )}
      {booking.status === 'booked' && (
        <p>
          <a href={booking.calendarUrl} download>
            {t('Add to calendar')}
          </a>
        </p>
      )}
    </section>
  );
}
