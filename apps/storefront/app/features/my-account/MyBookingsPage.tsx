import { Link } from 'react-router';
import { BookingsList, type BookingView } from '../bookings';
import { useTranslate } from '../../lib/i18n';
import { LinkButton } from '../../ui/LinkButton';
import { AccountFrame, type AccountFrameProps } from './AccountFrame';

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
        <>
          <BookingsList bookings={bookings} />
          {pageCount > 1 && (
            <nav className="pager" aria-label={t('Pages')}>
              {page > 1 && <Link to={`?page=${page - 1}`}>{t('Previous page')}</Link>}
              <span>{t('Page {page} of {pages}', { page, pages: pageCount })}</span>
              {page < pageCount && <Link to={`?page=${page + 1}`}>{t('Next page')}</Link>}
            </nav>
          )}
        </>
      )}
    </AccountFrame>
  );
}
