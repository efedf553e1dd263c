import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslate } from '../../lib/i18n';
import { LinkButton } from '../../ui/LinkButton';
import { AccountFrame, type AccountFrameProps } from './AccountFrame';

export interface AccountListPageProps extends Omit<AccountFrameProps, 'children'> {
  /** Why the list could not be read; then nothing is said about having none. */
  error?: string | null;
  /** What a customer with none is told (a message key), and where its button leads. */
  empty: { message: string; action: string; to: string } | null;
  /** This page's number (from 1) and how many there are: `?page=N` links work without JS. */
  page: number;
  pageCount: number;
  /** The page's list. */
  children: ReactNode;
}

/** An account page listing the customer's orders or bookings a page at a time: the error, or none, or the list. */
export function AccountListPage({ error, empty, page, pageCount, children, ...frame }: AccountListPageProps) {
  const t = useTranslate();
  return (
    <AccountFrame {...frame}>
      {error ? (
        <p className="account-empty" role="alert">
          {t(error)}
        </p>
      ) : empty ? (
        <div className="account-empty">
          <p>{t(empty.message)}</p>
          <LinkButton to={empty.to} variant="primary">
            {t(empty.action)}
          </LinkButton>
        </div>
      ) : (
        <>
          {children}
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
