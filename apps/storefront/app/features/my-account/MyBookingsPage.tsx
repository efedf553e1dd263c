import { BookingsList, type BookingView } from '../bookings';
import { useTranslate } from '../../lib/i18n';
import type { AccountFrameProps } from './AccountFrame';
import { AccountListPage } from './AccountListPage';

export interface MyBookingsPageProps extends Pick<AccountFrameProps, 'nav' | 'homeHref'> {
  bookings: BookingView[];
  /** This page's number (from 1) and how many there are: the newest bookings come first. */
  page: number;
  pageCount: number;
  /** Why the bookings could not be read; then nothing is said about having none. */
  error: string | null;
}

/**
 * `/my-account/bookings`: the customer's parking bookings, now, upcoming and past, each with its pass, a page at a time
 * (`?page=N` links work without JS).
 */
export function MyBookingsPage({ nav, homeHref, bookings, page, pageCount, error }: MyBookingsPageProps) {
  const t = useTranslate();
  return (
    <AccountListPage
      nav={nav}
      homeHref={homeHref}
      section="bookings"
      title={t('My bookings')}
      error={error}
      empty={
        bookings.length === 0
          ? { message: 'You have no parking bookings yet', action: 'Find a parking spot', to: '/spot-listing' }
          : null
      }
      page={page}
      pageCount={pageCount}
    >
      <BookingsList bookings={bookings} />
    </AccountListPage>
  );
}
