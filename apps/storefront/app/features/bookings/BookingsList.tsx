import { Link } from 'react-router';
import { useTranslate } from '../../lib/i18n';
import { BookingPass } from './BookingPass';
import { bookingHref, type BookingView } from './booking-view';
import { ExtendBooking } from './ExtendBooking';
import { KeepPasses } from './KeepPasses';

const GROUPS = [
  ['current', 'Now'],
  ['upcoming', 'Upcoming'],
  ['past', 'Past'],
] as const;

/**
 * A shopper's bookings in three groups (now, upcoming, past), each with its pass, the extension's form while it can
 * be extended, and a link to manage it.
 */
export function BookingsList({ bookings }: { bookings: readonly BookingView[] }) {
  const t = useTranslate();
  return (
    <div className="bookings-list">
      <KeepPasses bookings={bookings.filter((booking) => booking.phase !== 'past')} />
      {GROUPS.map(([phase, title]) => {
        const group = bookings.filter((booking) => booking.phase === phase);
        if (group.length === 0) return null;
        return (
          <section key={phase} aria-labelledby={`bookings-${phase}`}>
            <h2 id={`bookings-${phase}`}>{t(title)}</h2>
            <ul>
              {group.map((booking) => (
                <li key={booking.id}>
                  <BookingPass booking={booking} />
                  {/* Its quote and confirmation continue on the booking's own page. */}
                  {booking.extendable && <ExtendBooking booking={booking} state={null} action={bookingHref(booking)} />}
                  <Link to={bookingHref(booking)}>
                    {booking.status === 'booked' ? t('Manage this booking') : t('See this booking')}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
