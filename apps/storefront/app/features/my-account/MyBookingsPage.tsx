import { BookingsList, type BookingView } from '../bookings';
import { useTranslate } from '../../lib/i18n';
import { LinkButton } from '../../ui/LinkButton';
import { AccountFrame, type AccountFrameProps } from './AccountFrame';

export interface MyBookingsPageProps extends Pick<AccountFrameProps, 'nav' | 'homeHref'> {
  bookings: BookingView[];
  /** Why the bookings could not be read; then nothing is said about having none. */
  error: string | null;
}

/** `/my-account/bookings`: the customer's parking bookings, now, upcoming and past, each with its pass. */
export function MyBookingsPage({ nav, homeHref, bookings, error }: MyBookingsPageProps) {
  const t = useTranslate();
  return (
    <AccountFrame nav={nav} homeHref={homeHref} section="bookings" title={t('My bookings')}>
      {error ? (
        <p className="account-empty" role="alert">
          {t(error)}
        </p>
      ) : bookings.length === 0 ? (
        <div className="account-empty">
          <p>{t('You have no parking bookings yet')}</p>
          <LinkButton to="/spot-listing" variant="primary">
            {t('Find a parking spot')}
          </LinkButton>
        </div>
      ) : (
        <BookingsList bookings={bookings} />
      )}
    </AccountFrame>
  );
}
